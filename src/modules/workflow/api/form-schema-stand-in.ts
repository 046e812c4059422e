// STAND-IN, to be replaced: the schema types of the form-schema folder (branch i23-form,
// src/modules/workflow/form-schema/form-schema-types.ts) are not on main yet. The names match
// theirs, so wiring the real ones is this file's removal and an import path change.

export interface LocalizedText {
  'zh-Hans': string
  en?: string
  ja?: string
  es?: string
}

export interface FormField {
  key: string
  type: string
  label: LocalizedText
  required?: boolean
  maxLength?: number
  computed?: string
  visibleWhen?: string
  options?: { value: string; label: LocalizedText }[]
  columns?: FormField[]
  maxCount?: number
  minRows?: number
  maxRows?: number
  defaultValue?: unknown
  scale?: number
  span?: 1 | 2
}

export interface FormSchema {
  schemaVersion: 1
  layout?: { columns?: 1 | 2 }
  fields: FormField[]
}

export type FormData = Record<string, unknown>

export const FieldPermission = { Read: 1, Write: 2, Hidden: 3 } as const
export type FieldPermission = (typeof FieldPermission)[keyof typeof FieldPermission]
export type FieldPermissions = Record<string, FieldPermission>
