import i18next from 'i18next'
import { errorNamespace } from './error-message-keys'

/**
 * Translates a key of the `error` namespace in the current UI language. Uses the i18next singleton
 * that src/i18n/i18n.ts initialises, without importing that module (and its React binding) here.
 */
export function translateError(key: string): string {
  return i18next.t(key, { ns: errorNamespace })
}
