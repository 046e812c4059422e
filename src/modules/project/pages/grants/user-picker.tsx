import { Select, type SelectProps } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { userOptionsQuery } from '@/modules/organization'
import type { UserListItemDto } from '@/api/abp/identity-users-api'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'

type UserPickerProps<T> = Omit<SelectProps<T>, 'options' | 'loading' | 'showSearch'> & {
  /** Users not offered (those already chosen). */
  exclude?: readonly string[]
}

const searchByLabel: SelectProps['showSearch'] = { optionFilterProp: 'label' }

/** "张伟 (user001)"; inactive users (who may hold grants) are marked. */
export function userLabel(user: UserListItemDto, t: TFunction): string {
  const name = [user.name, user.surname].filter(Boolean).join(' ')
  const label = name ? `${name} (${user.userName})` : user.userName
  return user.isActive === false ? `${label} · ${t('project-grant:inactive')}` : label
}

/** Every user of the tenant (GET /api/identity/users/list), searchable by name or user name. */
export function useUserOptions() {
  return usePageQuery(userOptionsQuery(useTenantScope()))
}

/** The label of one user, or the id until the users are loaded. */
export function useUserLabel(userId: string): string {
  const { t } = useTranslation('project-grant')
  const user = useUserOptions().data?.find((u) => u.id === userId)
  return user ? userLabel(user, t) : userId
}

/** A searchable user select: one user, or several with `mode="multiple"`. */
export function UserPicker<T extends string | string[]>({
  exclude = [],
  notFoundContent,
  ...props
}: UserPickerProps<T>) {
  const { t } = useTranslation('project-grant')
  const { data = [], isPending, isError } = useUserOptions()
  return (
    <Select<T>
      {...props}
      showSearch={searchByLabel}
      options={data
        .filter((user) => !exclude.includes(user.id))
        .map((user) => ({ value: user.id, label: userLabel(user, t) }))}
      loading={isPending}
      notFoundContent={isError ? t('usersLoadFailed') : notFoundContent}
    />
  )
}
