import type { UserRecord } from '../../core/db/types.ts'

/** `IdentityUserDto`, ABP 8.x fields (abp-api.md §4.2). */
export function toIdentityUserDto(user: UserRecord) {
  return {
    tenantId: user.tenantId,
    userName: user.userName,
    name: user.name,
    surname: user.surname,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    phoneNumber: user.phoneNumber,
    phoneNumberConfirmed: user.phoneNumberConfirmed,
    isActive: user.isActive,
    lockoutEnabled: user.lockoutEnabled,
    accessFailedCount: 0,
    lockoutEnd: null,
    concurrencyStamp: user.concurrencyStamp,
    entityVersion: 0,
    lastPasswordChangeTime: `${user.creationTime}+00:00`,
    isDeleted: false,
    deleterId: null,
    deletionTime: null,
    lastModificationTime: user.lastModificationTime,
    lastModifierId: user.lastModifierId,
    creationTime: user.creationTime,
    creatorId: user.creatorId,
    id: user.id,
    extraProperties: user.extraProperties,
  }
}
