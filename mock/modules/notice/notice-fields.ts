import {
  boolean,
  enumeration,
  extraProperties,
  guid,
  text,
  type FieldSpec,
} from '../../core/crud/validation.ts'
import { contentFormats } from './notice-types.ts'
import { isUnsafeNoticeContent } from './notice-rules.ts'

/** `content`: string(20000), and V5 for content that could run script. */
function noticeContent(): FieldSpec<string | null> {
  const base = text('CU', 20000)
  return {
    ...base,
    parse: (raw) => {
      const parsed = base.parse(raw)
      const unsafe = 'value' in parsed && isUnsafeNoticeContent(parsed.value ?? '')
      return unsafe ? { rule: 'V5' } : parsed
    },
  }
}

/** The create and update body of a notice (business-api.md §6.1). */
export const noticeFields = {
  title: text('CU', 128),
  content: noticeContent(),
  contentFormat: enumeration('-', [contentFormats.plainText, contentFormats.markdown]),
  projectId: guid(),
  isPinned: boolean(false),
  extraProperties: extraProperties(),
}
