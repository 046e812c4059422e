import type { AbpValidationError } from '../../core/abp-error.ts'
import type { CultureName } from '../../core/localization/culture.ts'

/** The cross-field rules X1 and X2 of business-api.md §0.4, with their members. */
const texts = {
  X1: {
    member: 'endDate',
    en: 'The end date must not be earlier than the start date.',
    'zh-Hans': '结束日期不能早于开始日期。',
  },
  X2: {
    member: 'endChainage',
    en: 'The end chainage must not be less than the start chainage.',
    'zh-Hans': '终点桩号不能小于起点桩号。',
  },
} as const

export type RangeRule = keyof typeof texts

export function rangeError(culture: CultureName, rule: RangeRule): AbpValidationError {
  return { message: texts[rule][culture], members: [texts[rule].member] }
}
