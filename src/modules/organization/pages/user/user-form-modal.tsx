import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  baseUserResource,
  type BaseUserCreateDto,
  type BaseUserDto,
} from '@/modules/organization/api/base-user-api'
import { CrudFormModal } from '@/components/crud/crud-form-modal'
import { useDialogRecord } from '@/components/crud/use-dialog-record'
import { UserFormFields, type UserFormValues } from './user-form-fields'
import { isSelectable, useUserFormOptions } from './user-form-options'
import { useInvalidateMemberCounts, useIsCurrentUser } from './use-user-write-effects'

/** What the dialog is open for: create (in the organisation chosen in the tree), or edit. */
export type UserDialog = { mode: 'create'; organizationId?: string } | { mode: 'edit'; id: string }

/** Server errors that belong to a field (abp-api.md §2.5, business-api.md §9). */
const fieldErrorCodes = {
  'Volo.Abp.Identity:DuplicateUserName': 'userName',
  'Volo.Abp.Identity:InvalidUserName': 'userName',
  'Volo.Abp.Identity:DuplicateEmail': 'email',
  'Volo.Abp.Identity:InvalidEmail': 'email',
  'Volo.Abp.Identity:Password*': 'password',
  'Base:OrganizationDisabled': 'organizationIds',
  'Base:PositionDisabled': 'positionIds',
}
const noIds: string[] = []

function toForm(row: BaseUserDto): UserFormValues {
  return {
    userName: row.userName,
    name: row.name ?? undefined,
    surname: row.surname ?? undefined,
    email: row.email,
    phoneNumber: row.phoneNumber ?? undefined,
    password: '',
    roleNames: row.roleNames,
    organizationIds: row.organizations.map((o) => o.id),
    positionIds: row.positions.map((p) => p.id),
    isActive: row.isActive,
    lockoutEnabled: row.lockoutEnabled,
  }
}

/** The form as the DTO's fields; empty optional texts are null. */
function toInput(values: UserFormValues): Omit<BaseUserCreateDto, 'password'> {
  const optional = (text: string | undefined) => text?.trim() || null
  return {
    userName: values.userName.trim(),
    name: optional(values.name),
    surname: optional(values.surname),
    email: values.email.trim(),
    phoneNumber: optional(values.phoneNumber),
    isActive: values.isActive,
    lockoutEnabled: values.lockoutEnabled,
    roleNames: values.roleNames ?? [],
    organizationIds: values.organizationIds ?? [],
    positionIds: values.positionIds ?? [],
  }
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.some((other) => other.toLowerCase() === name.toLowerCase())) // prettier-ignore

interface UserFormModalProps {
  dialog: UserDialog
  onClose: () => void
  /** The signed-in user changed their own roles: menus and routes must follow. */
  onOwnRolesSaved: () => void
}

/**
 * Create or edit a user with roles, organisations and positions (`/api/base/user`). Mounted per
 * opening, so the record to edit is read afresh (its current concurrencyStamp). On edit an empty
 * password is not sent: the current one stays.
 */
export function UserFormModal({ dialog, onClose, onOwnRolesSaved }: UserFormModalProps) {
  const { t } = useTranslation('user')
  const editId = dialog.mode === 'edit' ? dialog.id : ''
  const { record, isLoading, reload, create, update } = useDialogRecord(baseUserResource, editId)
  const invalidateMemberCounts = useInvalidateMemberCounts()
  const isCurrentUser = useIsCurrentUser()
  const data = record.data
  const kept = useMemo(
    () => ({
      organizationIds: data?.organizations.map((o) => o.id) ?? noIds,
      positionIds: data?.positions.map((p) => p.id) ?? noIds,
    }),
    [data],
  )
  const options = useUserFormOptions(kept)
  const { organizationTree, defaultRoleNames } = options
  const createIn = dialog.mode === 'create' ? dialog.organizationId : undefined

  const editValues = useMemo(() => data && toForm(data), [data])
  const createValues = useMemo<Partial<UserFormValues>>(
    () => ({
      isActive: true,
      lockoutEnabled: true,
      roleNames: defaultRoleNames ?? [],
      organizationIds: createIn && isSelectable(organizationTree, createIn) ? [createIn] : [],
      positionIds: [],
    }),
    [createIn, organizationTree, defaultRoleNames],
  )

  const submit = async (values: UserFormValues) => {
    const input = toInput(values)
    if (!editId) {
      await create.mutateAsync({ ...input, password: values.password ?? '' })
    } else {
      await update.mutateAsync({
        id: editId,
        input: {
          ...input,
          ...(values.password ? { password: values.password } : {}),
          extraProperties: data?.extraProperties,
          concurrencyStamp: data?.concurrencyStamp,
        },
      })
      const rolesChanged = !sameNames(data?.roleNames ?? [], input.roleNames ?? [])
      if (isCurrentUser(editId) && rolesChanged) onOwnRolesSaved()
    }
    invalidateMemberCounts()
  }

  return (
    <CrudFormModal<UserFormValues>
      open
      title={editId ? t('editTitle') : t('createTitle')}
      initialValues={editId ? editValues : createValues}
      loading={isLoading || options.isLoadingRoles}
      onSubmit={submit}
      onClose={onClose}
      onStale={reload}
      fieldErrorCodes={fieldErrorCodes}
    >
      <UserFormFields
        isEdit={editId !== ''}
        roleOptions={options.roleOptions}
        positionOptions={options.positionOptions}
        organizationTree={organizationTree}
        loading={{
          roles: options.isLoadingRoles,
          positions: options.isLoadingPositions,
          organizations: options.isLoadingOrganizations,
        }}
      />
    </CrudFormModal>
  )
}
