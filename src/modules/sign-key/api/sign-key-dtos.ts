/** Signing keys DTOs (business-api.md §5, workflow-api.md §6). */

/** 1 UserSignature (用户签名), 2 ProjectOrgSeal (项目单位公章), 3 HtdOrgSeal (合同段单位公章). */
export type SignKeyKind = 1 | 2 | 3

export const signKeyKinds = {
  userSignature: 1,
  projectOrgSeal: 2,
  htdOrgSeal: 3,
} as const satisfies Record<string, SignKeyKind>

export interface SignKeyDto {
  id: string
  kind: SignKeyKind
  /** For a user signature stored without one: the user's name + 签名 (set by the server). */
  name: string
  userId: string | null
  userName: string | null
  userDisplayName: string | null
  /** Kind 2 and, derived from the section, kind 3. */
  projectId: string | null
  projName: string | null
  htdId: string | null
  htdName: string | null
  organizationId: string | null
  /** The organisation's full name. */
  organizationName: string | null
  enabled: boolean
  remark: string | null
  imageContentType: string
  imageSize: number
  imageWidth: number
  imageHeight: number
  /** SHA-256 of the stored bytes: a new one means a new image (the client drops its blob). */
  imageHash: string
  imageUpdateTime: string
  /** Who uploaded or last replaced the image (the embedded backend's addition to §5). */
  imageUploaderId?: string | null
  imageUploaderName?: string | null
  concurrencyStamp: string
  creationTime: string
  creatorId: string | null
  lastModificationTime: string | null
  lastModifierId: string | null
}

/** The form fields of POST (multipart): owners by kind, see ownerFieldsOf. */
export interface SignKeyCreateDto {
  kind: SignKeyKind
  name?: string | null
  userId?: string | null
  projectId?: string | null
  htdId?: string | null
  organizationId?: string | null
  enabled: boolean
  remark?: string | null
  file: Blob
}

/** PUT JSON: owners and the image are not changed here. */
export interface SignKeyUpdateDto {
  name: string | null
  enabled: boolean
  remark: string | null
  concurrencyStamp?: string | null
}

/** The list's filters besides `filter`. */
export interface SignKeyFilters {
  kind: SignKeyKind
  userId: string
  projectId: string
  htdId: string
  organizationId: string
  enabled: boolean
}

/** A seal's holder (workflow-api.md §6). */
export interface SealHolderDto {
  userId: string
  userName: string
  name: string | null
}
