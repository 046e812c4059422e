import { FieldPermission, type FieldPermissions } from '../form-schema/form-schema-types'

/** How the runtime shows a field: a control to fill in, its value to read, or nothing. */
export type FieldAccess = 'write' | 'read' | 'hidden'

export interface FieldAccessInput {
  mode: 'fill' | 'read'
  /** The node's permissions (§2 `fieldPermissions`); absent: every field as the mode says. */
  fieldPermissions?: FieldPermissions
  /** A field not listed: Write for the starter at Start (§3 rule 5), Read at any other node. */
  unlistedPermission?: FieldPermission
  /** A computed field, or the `htdId` field of an instance whose section was chosen before. */
  isFixed?: boolean
}

/**
 * One field's access: Hidden is absent in both modes; the read mode never writes; a computed
 * field or a fixed section is read even where the node could write it.
 */
export function resolveFieldAccess(key: string, input: FieldAccessInput): FieldAccess {
  const { mode, fieldPermissions, unlistedPermission = FieldPermission.Read, isFixed } = input
  const permission = fieldPermissions
    ? Object.hasOwn(fieldPermissions, key)
      ? fieldPermissions[key]
      : unlistedPermission
    : FieldPermission.Write
  if (permission === FieldPermission.Hidden) return 'hidden'
  if (mode === 'read' || isFixed || permission !== FieldPermission.Write) return 'read'
  return 'write'
}
