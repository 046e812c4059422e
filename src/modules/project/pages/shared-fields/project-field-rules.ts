import type { FormRule } from 'antd'
import type { Dayjs } from 'dayjs'

/**
 * Rules the project and contract-section forms share (business-api.md §3.1, §3.2). Pure.
 */

/** V4 of `projCode` and `htdCode`: a letter or digit, then letters, digits, `_` and `-`. */
export const codePattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

export function isValidCode(code: string): boolean {
  return codePattern.test(code)
}

/** The Form rules of a code field: required, at most 32 characters, the pattern. */
export function codeRules(patternMessage: string): FormRule[] {
  return [
    { required: true, whitespace: true },
    { max: 32 },
    {
      validator: (_rule, value: string | undefined) =>
        !value?.trim() || isValidCode(value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(patternMessage)),
    },
  ]
}

type DateValue = Dayjs | null | undefined

/** X1: when both dates are given the end is not before the start (the same day is fine). */
export function isDateOrderValid(start: DateValue, end: DateValue): boolean {
  if (!start?.isValid() || !end?.isValid()) return true
  return !end.isBefore(start, 'day')
}

/** The rule of the `endDate` field (which names `startDate` in its `dependencies`). */
export function dateOrderRule(message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, end: DateValue) =>
      isDateOrderValid(getFieldValue('startDate') as DateValue, end)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  })
}
