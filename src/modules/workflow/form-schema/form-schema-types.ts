// The approval form's schema (workflow-api.md §1): what the form designer writes and the runtime
// renders. Pure types, no React: the embedded backend imports this folder too (relative imports
// with their `.ts` extension, no `@/` alias), to validate form data against a pinned version.

/** `{ "zh-Hans": …, "en"?: …, "ja"?: …, "es"?: … }`: zh-Hans is required. */
export interface LocalizedText {
  'zh-Hans': string
  en?: string
  ja?: string
  es?: string
}

export interface FieldOption {
  value: string
  label: LocalizedText
}

/** The pickers of §1: each lists what a signed-in user may see without management permissions. */
export const pickerFieldTypes = [
  'user',
  'organization',
  'position',
  'project',
  'htd',
  'workArea',
] as const
export type PickerFieldType = (typeof pickerFieldTypes)[number]

export const numericFieldTypes = ['number', 'decimal', 'money'] as const
export type NumericFieldType = (typeof numericFieldTypes)[number]

export type ValueFieldType =
  | 'input'
  | 'textarea'
  | NumericFieldType
  | 'date'
  | 'dateRange'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'dict'
  | PickerFieldType
  | 'upload'

/** Shown, never filled in. */
export type DisplayFieldType = 'text' | 'divider'

export type FieldType = ValueFieldType | DisplayFieldType | 'table'

/** The members every field may have (§1 "Common members"). */
export interface FieldBase {
  key: string
  label: LocalizedText
  required?: boolean
  placeholder?: LocalizedText
  help?: LocalizedText
  maxLength?: number
  min?: number
  max?: number
  defaultValue?: unknown
  /** 1 or 2 columns of the layout. */
  span?: 1 | 2
  /** An expression (number, decimal and money fields only); the value is always recomputed. */
  computed?: string
  /** An expression: the field is shown (and required) only while it is true. */
  visibleWhen?: string
}

export interface ValueField extends FieldBase {
  type: Exclude<ValueFieldType, 'select' | 'radio' | 'checkbox' | 'dict' | 'decimal' | 'upload'>
}

export interface DecimalField extends FieldBase {
  type: 'decimal'
  /** Decimal places, 0–6 (0 when absent). */
  scale?: number
}

export interface OptionsField extends FieldBase {
  type: 'select' | 'radio' | 'checkbox'
  options: FieldOption[]
}

export interface DictField extends FieldBase {
  type: 'dict'
  /** The data dictionary's name (business-api.md §2), e.g. `MaterialUnit`. */
  dictionary: string
}

export interface UploadField extends FieldBase {
  type: 'upload'
  /** At most this many attachments (V6 beyond). */
  maxCount?: number
}

export interface DisplayField extends FieldBase {
  type: DisplayFieldType
}

/** A column of a table: any value field (no table inside a table, no display fields). */
export type ColumnField = ValueField | DecimalField | OptionsField | DictField | UploadField

export interface TableField extends FieldBase {
  type: 'table'
  columns: ColumnField[]
  minRows?: number
  maxRows?: number
}

export type FormField = ColumnField | DisplayField | TableField

export interface FormSchema {
  schemaVersion: 1
  layout?: { columns?: 1 | 2 }
  fields: FormField[]
}

/** A picker's value as the server freezes it on submit and approval; before that, the bare id. */
export interface PickerDisplayValue {
  id: string
  name: string
}

/** An attachment as the upload answers it (§4.1); form data may also hold the bare id. */
export interface AttachmentValue {
  id: string
  name: string
  size?: number
  contentType?: string
  sha256?: string
}

/** Form data: field key → value; a table's value is an array of rows of the same shape. */
export type FormData = Record<string, unknown>
export type FormRow = Record<string, unknown>

/** A node's field permissions (§2 SimpleModel `fieldPermissions`). */
export const FieldPermission = { Read: 1, Write: 2, Hidden: 3 } as const
export type FieldPermission = (typeof FieldPermission)[keyof typeof FieldPermission]
export type FieldPermissions = Record<string, FieldPermission>

/** `text` and `divider`: shown, never filled in. */
export function isDisplayField(field: FormField): field is DisplayField {
  return field.type === 'text' || field.type === 'divider'
}
