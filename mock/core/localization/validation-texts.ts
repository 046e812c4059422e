import type { CultureName } from './culture.ts'
import { formatText } from './error-texts.ts'

/**
 * Validation messages (business-api.md §0.4 V1–V7; DataAnnotations texts as ABP localizes them).
 * `{0}` is the PascalCase property name, `{1}`, `{2}` the rule's arguments.
 */
const texts = {
  V1: { en: 'The {0} field is required.', 'zh-Hans': '字段{0}不可为空.' },
  V2: {
    en: 'The field {0} must be a string with a maximum length of {1}.',
    'zh-Hans': '字段{0}必须是长度为{1}的字符串.',
  },
  V3: {
    en: 'The field {0} must be between {1} and {2}.',
    'zh-Hans': '字段{0}值必须在{1}和{2}范围内.',
  },
  V4: {
    en: "The field {0} must match the regular expression '{1}'.",
    'zh-Hans': "字段{0}必须匹配正则表达式'{1}'.",
  },
  V5: { en: 'The field {0} is invalid.', 'zh-Hans': '字段{0}是无效值.' },
  V6: {
    en: "The field {0} must be a string or array type with a maximum length of '{1}'.",
    'zh-Hans': "字段{0}必须是最大长度为'{1}'的字符串或数组.",
  },
  V7: {
    en: 'The {0} field is not a valid fully-qualified http, https, or ftp URL.',
    'zh-Hans': '字段{0}不是有效的完全限定的http,https或ftp URL.',
  },
  email: {
    en: 'The {0} field is not a valid e-mail address.',
    'zh-Hans': '字段{0}不是有效的邮箱地址.',
  },
} satisfies Record<string, Record<CultureName, string>>

export type ValidationRule = keyof typeof texts

export function validationText(
  culture: CultureName,
  rule: ValidationRule,
  ...args: string[]
): string {
  return formatText(texts[rule][culture], ...args)
}
