import { auditedDto } from '../../core/crud/crud-resource.ts'
import { sameId } from '../../core/db/audit.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { SignKeyRecord } from './sign-key-types.ts'

/** The names a key's DTO shows beside its owner ids, looked up live (a rename shows at once). */
export function signKeyNames(row: SignKeyRecord, db: MockDatabase) {
  const user = row.userId ? db.users.find((u) => sameId(u.id, row.userId)) : undefined
  const organization = row.organizationId
    ? db.organizations.find((o) => sameId(o.id, row.organizationId))
    : undefined
  const project = row.projectId ? db.projects.find((p) => sameId(p.id, row.projectId)) : undefined
  const htd = row.htdId ? db.htds.find((h) => sameId(h.id, row.htdId)) : undefined
  const uploader = row.image.uploaderId
    ? db.users.find((u) => sameId(u.id, row.image.uploaderId))
    : undefined
  return {
    userName: user?.userName ?? null,
    userDisplayName: user ? (user.name ?? user.userName) : null,
    organizationName: organization?.fullName ?? null,
    organizationShortName: organization?.name ?? null,
    projName: project?.projName ?? null,
    htdName: htd?.htdName ?? null,
    imageUploaderName: uploader ? (uploader.name ?? uploader.userName) : null,
  }
}

/**
 * `SignKeyDto` (business-api.md §5). Beyond the contract's members it names who uploaded or last
 * replaced the image (`imageUploaderId`, `imageUploaderName`), which the list shows; never bytes.
 */
export function toSignKeyDto(row: SignKeyRecord, db: MockDatabase) {
  const names = signKeyNames(row, db)
  return {
    ...auditedDto(row),
    kind: row.kind,
    name: row.name,
    userId: row.userId,
    userName: names.userName,
    userDisplayName: names.userDisplayName,
    projectId: row.projectId,
    projName: names.projName,
    htdId: row.htdId,
    htdName: names.htdName,
    organizationId: row.organizationId,
    organizationName: names.organizationName,
    enabled: row.enabled,
    remark: row.remark,
    imageContentType: row.image.type,
    imageSize: row.image.bytes.length,
    imageWidth: row.image.width,
    imageHeight: row.image.height,
    imageHash: row.image.hash,
    imageUpdateTime: row.image.updateTime,
    imageUploaderId: row.image.uploaderId,
    imageUploaderName: names.imageUploaderName,
  }
}

export type SignKeyDto = ReturnType<typeof toSignKeyDto>
