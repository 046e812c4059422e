import type { FieldErrorCodes } from '@/components/crud/server-errors'
import type {
  SignKeyCreateDto,
  SignKeyDto,
  SignKeyKind,
  SignKeyUpdateDto,
} from './api/sign-key-dtos'

/** The four views of one list (§5): a route fixes the kind, All lets the user filter by it. */
export type SignKeyView = 'user' | 'proj-org' | 'htd-org' | 'all'

export const viewKinds: Record<SignKeyView, SignKeyKind | null> = {
  user: 1,
  'proj-org': 2,
  'htd-org': 3,
  all: null,
}

export type OwnerField = 'userId' | 'projectId' | 'htdId' | 'organizationId'

/**
 * The owners a kind requires (§5's table); every other owner is forbidden (V5), so the dialog
 * shows these pickers only and sends nothing else. A section seal's project is used to pick the
 * section but derived by the server, never sent.
 */
export const ownerFieldsOf: Record<SignKeyKind, readonly OwnerField[]> = {
  1: ['userId'],
  2: ['projectId', 'organizationId'],
  3: ['htdId', 'organizationId'],
}

/** The list's search fields per view: the owners a view's keys can have (All: every one). */
export function searchOwnersOf(view: SignKeyView): readonly OwnerField[] {
  const kind = viewKinds[view]
  if (kind === 1) return ['userId']
  if (kind === 2) return ['projectId', 'organizationId']
  if (kind === 3) return ['projectId', 'htdId', 'organizationId']
  return ['userId', 'projectId', 'htdId', 'organizationId']
}

/** A name is required for seals; an empty user signature's name becomes "{name}签名" on the server. */
export const nameRequired = (kind: SignKeyKind) => kind !== 1

export const signKeyLimits = { name: 64, remark: 256 }

/** What the upload dialog holds. */
export interface SignKeyFormValues {
  kind: SignKeyKind
  name?: string
  userId?: string
  projectId?: string
  htdId?: string
  organizationId?: string
  enabled: boolean
  remark?: string
}

const optional = (text: string | undefined | null) => text?.trim() || null

/** The multipart fields of a new key: the kind's owners only, trimmed texts, the file. */
export function toSignKeyCreate(values: SignKeyFormValues, file: Blob): SignKeyCreateDto {
  const owners = Object.fromEntries(
    ownerFieldsOf[values.kind].map((field) => [field, values[field] ?? null]),
  )
  return {
    kind: values.kind,
    name: optional(values.name),
    ...owners,
    enabled: values.enabled,
    remark: optional(values.remark),
    file,
  }
}

/** The JSON update: name, enabled, remark (owners are immutable). */
export function toSignKeyUpdate(
  values: Pick<SignKeyFormValues, 'name' | 'enabled' | 'remark'>,
  stamp: string | null,
): SignKeyUpdateDto {
  return {
    name: optional(values.name),
    enabled: values.enabled,
    remark: optional(values.remark),
    concurrencyStamp: stamp,
  }
}

/** "张伟 (user001)" · "东环高速 · 江南路桥…" · "东环高速 一标段 · 江南路桥…": who owns the key. */
export function ownerText(
  key: Pick<
    SignKeyDto,
    'kind' | 'userName' | 'userDisplayName' | 'projName' | 'htdName' | 'organizationName'
  >,
): string {
  if (key.kind === 1) {
    const user = key.userName ?? ''
    return key.userDisplayName ? `${key.userDisplayName} (${user})` : user
  }
  const place =
    key.kind === 2 ? key.projName : [key.projName, key.htdName].filter(Boolean).join(' ')
  return [place, key.organizationName].filter(Boolean).join(' · ')
}

/** "240 × 240 · 12.3 KB" */
export function imageSizeText(key: Pick<SignKeyDto, 'imageWidth' | 'imageHeight' | 'imageSize'>) {
  const kb = key.imageSize / 1024
  const bytes = kb < 1 ? `${key.imageSize} B` : `${kb.toFixed(1)} KB`
  return `${key.imageWidth} × ${key.imageHeight} · ${bytes}`
}

/** Server refusals that belong to a field (§9). */
export const signKeyFieldErrorCodes: FieldErrorCodes = {
  'Base:DuplicateUserSignature': 'userId',
  'Base:DuplicateSeal': 'name',
  'Base:OrganizationDisabled': 'organizationId',
}
