import {
  boolean,
  enumeration,
  extraProperties,
  guid,
  text,
  type InputOf,
} from '../../core/crud/validation.ts'
import type { FormShape } from '../../core/http/form-binding.ts'

/** `kind` (business-api.md §5): 1 UserSignature, 2 ProjectOrgSeal, 3 HtdOrgSeal. */
export const signKeyKinds = { userSignature: 1, projectOrgSeal: 2, htdOrgSeal: 3 } as const

/**
 * The multipart create's fields that decide the kind's rules; checked apart from the rest, so a
 * bad remark does not hide a missing owner (every field error of a request comes back together).
 */
export const signKeyOwnerFields = {
  kind: enumeration('C!', Object.values(signKeyKinds)),
  // Required for seals only, and the owners by kind: sign-key-rules.ts decides. The owners are
  // "C!" in the contract: the update's fields leave them out.
  name: text('-', 64),
  userId: guid(),
  projectId: guid(),
  htdId: guid(),
  organizationId: guid(),
}

/** The create's other fields; `file` is the upload's own part (§0.5). */
export const signKeyDetailFields = {
  enabled: boolean(true),
  remark: text('-', 256),
}

export const signKeyCreateFields = { ...signKeyOwnerFields, ...signKeyDetailFields }

/** The create DTO's members as ASP.NET binds them from the form (`[FromForm]`). */
export const signKeyFormShape: FormShape = {
  kind: 'number',
  name: 'string',
  userId: 'string',
  projectId: 'string',
  htdId: 'string',
  organizationId: 'string',
  enabled: 'boolean',
  remark: 'string',
}

/** `PUT /sign-key/{id}`: JSON `{name, enabled, remark, concurrencyStamp}`; owners are immutable. */
export const signKeyUpdateFields = {
  name: text('-', 64),
  enabled: boolean(true),
  remark: text('-', 256),
  extraProperties: extraProperties(),
}

export type SignKeyCreateInput = InputOf<typeof signKeyCreateFields>
export type SignKeyUpdateInput = InputOf<typeof signKeyUpdateFields>
