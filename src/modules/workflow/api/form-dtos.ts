import type { FormSchema } from '../form-schema/form-schema-types'

/** Approval forms (表单设计, workflow-api.md §1). */

/** A new form's schema: no fields yet, two columns. */
export const emptyFormSchema: FormSchema = { schemaVersion: 1, layout: { columns: 2 }, fields: [] }

/** 1 Draft (never published), 2 Published, 3 Disabled. */
export const FormStatus = { Draft: 1, Published: 2, Disabled: 3 } as const
export type FormStatus = (typeof FormStatus)[keyof typeof FormStatus]

/** A form of the paged list (no schema) or of `GET {id}` (with the draft schema). */
export interface FormDto {
  id: string
  name: string
  /** `^[A-Za-z][A-Za-z0-9_-]*$`, unique. */
  code: string
  /** A value of the dictionary `WorkflowCategory`. */
  category: string | null
  description: string | null
  sort: number
  status: FormStatus
  /** Null until the first publish. */
  publishedVersion: number | null
  /** The draft differs from the published version. */
  hasUnpublishedChanges: boolean
  /** Only in `GET {id}`: the draft. */
  schema?: FormSchema
  creationTime: string
  concurrencyStamp: string
}

export interface FormCreateDto {
  name: string
  code: string
  category?: string | null
  description?: string | null
  sort: number
  schema: FormSchema
}

export interface FormUpdateDto extends FormCreateDto {
  concurrencyStamp: string
}

/** The list's own filters besides `filter` (name, code). */
export interface FormFilters {
  category: string
  status: FormStatus
}

/** An immutable published version: running instances stay on the one they started with. */
export interface FormVersionDto {
  formId: string
  version: number
  schema: FormSchema
  schemaHash: string
  publishTime: string
  publisherName: string | null
}

/** One issue of `validate-schema`: `path` is a JSON path such as `fields[2].columns[1].computed`. */
export interface SchemaIssueDto {
  path: string
  code: string
  message: string
}
