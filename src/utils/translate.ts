/**
 * The slice of i18next's `t` the formatters need. Taking it as a parameter keeps them pure and
 * testable with a fake, and lets callers pass `useTranslation().t` or `i18n.t` alike.
 */
export type Translate = (key: string, options?: { count?: number }) => string
