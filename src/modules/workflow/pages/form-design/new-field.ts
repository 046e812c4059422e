import type {
  FieldType,
  FormField,
  LocalizedText,
  ColumnField,
} from '../../form-schema/form-schema-types'

/** Every field type of workflow-api.md §1, in the palette's order. */
export const paletteTypes = [
  'input',
  'textarea',
  'number',
  'decimal',
  'money',
  'date',
  'dateRange',
  'select',
  'radio',
  'checkbox',
  'dict',
  'user',
  'organization',
  'position',
  'project',
  'htd',
  'workArea',
  'upload',
  'table',
  'text',
  'divider',
] as const satisfies readonly FieldType[]

/** What a table column may be: a value field, no table in a table, no display field (§1). */
export const columnTypes = paletteTypes.filter(
  (type): type is ColumnField['type'] => type !== 'table' && type !== 'text' && type !== 'divider',
)

// A new field's label is form content, not UI text: Chinese (required) and English to start with;
// the designer edits it in all four languages.
const starterLabels: Record<FieldType, LocalizedText> = {
  input: { 'zh-Hans': '单行文本', en: 'Text' },
  textarea: { 'zh-Hans': '多行文本', en: 'Long text' },
  number: { 'zh-Hans': '整数', en: 'Number' },
  decimal: { 'zh-Hans': '小数', en: 'Decimal' },
  money: { 'zh-Hans': '金额', en: 'Amount' },
  date: { 'zh-Hans': '日期', en: 'Date' },
  dateRange: { 'zh-Hans': '日期范围', en: 'Date range' },
  select: { 'zh-Hans': '下拉选择', en: 'Choice' },
  radio: { 'zh-Hans': '单选', en: 'Single choice' },
  checkbox: { 'zh-Hans': '多选', en: 'Multiple choice' },
  dict: { 'zh-Hans': '字典', en: 'Dictionary' },
  user: { 'zh-Hans': '人员', en: 'User' },
  organization: { 'zh-Hans': '组织', en: 'Organisation' },
  position: { 'zh-Hans': '岗位', en: 'Position' },
  project: { 'zh-Hans': '项目', en: 'Project' },
  htd: { 'zh-Hans': '合同段', en: 'Contract section' },
  workArea: { 'zh-Hans': '工区', en: 'Work area' },
  upload: { 'zh-Hans': '附件', en: 'Attachments' },
  table: { 'zh-Hans': '明细表', en: 'Table' },
  text: { 'zh-Hans': '说明文字', en: 'Note' },
  divider: { 'zh-Hans': '分隔线', en: 'Divider' },
}

/** `input1`, `input2`, …: the first key of the type not taken among `taken`. */
export function freeKey(type: FieldType, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) if (!taken.has(`${type}${n}`)) return `${type}${n}`
}

/**
 * A new field of a type with the members its type needs to be valid (options for a choice, a
 * dictionary for `dict`, one column for a table), so the preview can render it at once.
 */
export function newField(type: FieldType, key: string): FormField {
  const label = { ...starterLabels[type] }
  switch (type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return {
        key,
        type,
        label,
        options: [
          { value: 'a', label: { 'zh-Hans': '选项一', en: 'Option 1' } },
          { value: 'b', label: { 'zh-Hans': '选项二', en: 'Option 2' } },
        ],
      }
    case 'dict':
      return { key, type, label, dictionary: '' }
    case 'decimal':
      return { key, type, label, scale: 2 }
    case 'table':
      return { key, type, label, minRows: 1, columns: [newField('input', 'input1') as ColumnField] }
    case 'textarea':
    case 'divider':
    case 'text':
      return { key, type, label, span: 2 }
    default:
      return { key, type, label }
  }
}
