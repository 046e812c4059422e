import type { FormRule } from 'antd'
import type { TFunction } from 'i18next'
import { checkChainage, checkChainagePair, parseChainage } from './chainage-rules'

type ChainageField = 'startChainage' | 'endChainage'

/**
 * A ChainageInput's value is readable metres in range with at most 3 decimals, or empty. A search
 * form's value may still be the URL's text (`12000`) until the field is typed in.
 */
export function chainageValueRule(t: TFunction): FormRule {
  return {
    validator: (_rule, value: number | string | null | undefined) => {
      const error =
        value === null || value === undefined
          ? null
          : typeof value === 'string'
            ? parseChainage(value).error
            : checkChainage(value)
      return error ? Promise.reject(new Error(t(`chainageErrors.${error}`))) : Promise.resolve()
    },
  }
}

/**
 * The Form rules of a work area's chainage field: chainageValueRule, and the pair rule (both or
 * neither, end not below start) reported on the field it names. Each field depends on the other
 * (`dependencies`), so a change of one re-checks both.
 */
export function chainageRules(t: TFunction, field: ChainageField): FormRule[] {
  return [
    chainageValueRule(t),
    ({ getFieldValue }) => ({
      validator: () => {
        const start = getFieldValue('startChainage') as number | null | undefined
        const end = getFieldValue('endChainage') as number | null | undefined
        const error = checkChainagePair(start, end)
        const own =
          (error === 'startMissing' && field === 'startChainage') ||
          ((error === 'endMissing' || error === 'endBeforeStart') && field === 'endChainage')
        return own ? Promise.reject(new Error(t(`chainageErrors.${error}`))) : Promise.resolve()
      },
    }),
  ]
}
