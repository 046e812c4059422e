import type { FormRule } from 'antd'
import type { TFunction } from 'i18next'
import { isAbsoluteHttpUri, isOrigin } from './client-rules'

const check = (isValid: (value: string) => boolean, message: string): FormRule => ({
  validator: (_rule, value: string | null | undefined) =>
    !value?.trim() || isValid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
})

/** An optional absolute http(s) URI (the server's 400 V7 otherwise). */
export const uriRules = (t: TFunction): FormRule[] => [
  { max: 2000 },
  check(isAbsoluteHttpUri, t('client:absoluteUri')),
]

/** A CORS origin: scheme, host and port, no path. */
export const originRules = (t: TFunction): FormRule[] => [
  { max: 150 },
  check(isOrigin, t('client:originOnly')),
]
