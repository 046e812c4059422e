import { entityNotFound, validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext } from '../../core/crud/crud-resource.ts'
import { toValidationErrors, validateInput } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { newAuditedRecord, sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import { jsonResponse, type MockResponse } from '../../core/http/mock-http.ts'
import { checkImageFile, readImageForm } from '../../core/images/image-upload.ts'
import { defineRoute } from '../../core/routes/define-route.ts'
import { findHtd, findTenantUser } from '../project/grant-records.ts'
import { findTenantProject } from '../project/project-access.ts'
import { toSignKeyDto } from './sign-key-dto.ts'
import {
  signKeyDetailFields,
  signKeyFormShape,
  signKeyOwnerFields,
  signKeyKinds,
  type SignKeyCreateInput,
} from './sign-key-fields.ts'
import { storedSignKeyImage } from './sign-key-image.ts'
import {
  checkSealSlot,
  signKeyPath,
  signKeyPermission,
  tenantSignKeys,
} from './sign-key-resource.ts'
import { defaultSignatureName, signKeyIssues } from './sign-key-rules.ts'
import type { SignKeyRecord } from './sign-key-types.ts'

type Owners = Pick<SignKeyRecord, 'userId' | 'projectId' | 'htdId' | 'organizationId'>

/**
 * The owners a valid input names must exist in the tenant (404 of their entity type); the
 * organisation must be enabled (`Base:OrganizationDisabled`). A section seal takes its project
 * from the section. Answers the resolved owners and the user's display name.
 */
function resolveOwners(
  input: SignKeyCreateInput,
  context: CrudContext,
): { owners: Owners; userDisplayName: string | null } | { response: MockResponse } {
  const { db, tenantId, culture } = context
  const owners: Owners = {
    userId: input.userId,
    projectId: input.projectId,
    htdId: input.htdId,
    organizationId: input.organizationId,
  }
  let userDisplayName: string | null = null
  if (input.userId !== null) {
    const user = findTenantUser(db, tenantId, input.userId)
    if (!user) return { response: entityNotFound(culture, 'IdentityUser', input.userId) }
    userDisplayName = user.name ?? user.userName
  }
  if (input.htdId !== null) {
    const htd = findHtd(db, tenantId, input.htdId)
    if (!htd) return { response: entityNotFound(culture, 'Htd', input.htdId) }
    owners.projectId = htd.projectId
  } else if (input.projectId !== null && !findTenantProject(db, tenantId, input.projectId)) {
    return { response: entityNotFound(culture, 'Project', input.projectId) }
  }
  if (input.organizationId !== null) {
    const org = liveRows(db.organizations, tenantId).find((o) => sameId(o.id, input.organizationId))
    if (!org) return { response: entityNotFound(culture, 'Organization', input.organizationId) }
    if (!org.enabled)
      return { response: businessError(culture, 'Base:OrganizationDisabled', org.name) }
  }
  return { owners, userDisplayName }
}

/** One signature per user (`Base:DuplicateUserSignature`); one seal per slot (`DuplicateSeal`). */
function checkDuplicate(key: Owners & { kind: number; name: string }, context: CrudContext, userDisplayName: string | null): Check {
  if (key.kind !== signKeyKinds.userSignature) return checkSealSlot(key, null, context)
  const taken = tenantSignKeys(context.db, context.tenantId).some(
    (row) => row.kind === signKeyKinds.userSignature && row.userId === key.userId,
  )
  return taken ? businessError(context.culture, 'Base:DuplicateUserSignature', userDisplayName ?? '') : null
} // prettier-ignore

/**
 * `POST /api/base/sign-key` (business-api.md §5): multipart, the fields bound like a DTO beside
 * the file. Every field error and the file's (§0.5) come back in one 400; then the owners'
 * existence, the organisation's state and the duplicates, in that order.
 */
export const signKeyCreateRoute = defineRoute({
  method: 'POST',
  pattern: signKeyPath,
  permission: `${signKeyPermission}.Create`,
  reads: { body: [...Object.keys(signKeyFormShape), 'file'] },
  handle: withCrudContext((context) => {
    const { culture } = context
    const read = readImageForm(context.request, signKeyFormShape)
    if ('response' in read) return read.response
    const kindFields = validateInput(read.upload.fields, signKeyOwnerFields, 'create')
    const details = validateInput(read.upload.fields, signKeyDetailFields, 'create')
    const issues = [
      ...(details.ok ? [] : details.issues),
      ...(kindFields.ok ? signKeyIssues(kindFields.input.kind, kindFields.input, kindFields.input.name) : kindFields.issues), // prettier-ignore
    ]
    const file = checkImageFile(read.upload.file, culture)
    const errors = [
      ...toValidationErrors(culture, issues),
      ...('error' in file ? [file.error] : []),
    ]
    if (!kindFields.ok || !details.ok || 'error' in file || errors.length > 0) {
      return validationError(culture, errors)
    }
    const input: SignKeyCreateInput = { ...kindFields.input, ...details.input }
    const resolved = resolveOwners(input, context)
    if ('response' in resolved) return resolved.response
    const { owners, userDisplayName } = resolved
    const name = input.name ?? defaultSignatureName(userDisplayName ?? '')
    const refusal = checkDuplicate({ ...owners, kind: input.kind, name }, context, userDisplayName)
    if (refusal) return refusal
    const row: SignKeyRecord = {
      ...newAuditedRecord(context.tenantId, context.caller.userId),
      kind: input.kind,
      name,
      ...owners,
      enabled: input.enabled,
      remark: input.remark,
      image: storedSignKeyImage(file.image, context.caller.userId),
      holderIds: [],
    }
    context.db.signKeys.push(row)
    return jsonResponse(200, toSignKeyDto(row, context.db))
  }),
})
