import { Flex } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  userProjectPermissionPolicies,
  userProjectPermissionQueries,
} from '@/modules/project/api/user-project-permission-api'
import { LoadFailed } from '@/components/crud/load-failed'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { AddUsersBar } from '../grants/add-users-bar'
import { GrantSaveBar } from '../grants/grant-save-bar'
import { diffSelection, dropProjectGrant, type IdChange } from '../grants/grant-rules'
import { GrantUsersTable, type GrantUserRow } from '../grants/grant-users-table'
import { changeProjectUsers } from '../grants/grant-writes'
import { useConfirmProjectRemoval } from '../grants/use-confirm-project-removal'
import { useDraftSelection } from '../grants/use-draft-selection'
import { useSaveGrants } from '../grants/use-save-grants'
import { useUserOptions, userLabel } from '../grants/user-picker'

interface ProjectUsersPanelProps {
  projectId: string
  projectName: string
  onDirtyChange: (dirty: boolean) => void
}

/**
 * One project's users: add and remove, then save (§3.4 `by-project`): the users added and removed,
 * applied to the set as the server holds it at that moment (docs/grant-saves.md). Removing a user
 * who holds htd grants in the project asks first (they go too).
 */
export function ProjectUsersPanel({
  projectId,
  projectName,
  onDirtyChange,
}: ProjectUsersPanelProps) {
  const { t } = useTranslation('project-grant')
  const scope = useTenantScope()
  const grants = usePageQuery(userProjectPermissionQueries.byProject(scope, projectId))
  const users = useUserOptions()
  const held = useMemo(() => grants.data?.map((g) => g.userId) ?? [], [grants.data])
  const htdCounts = useMemo(
    () => new Map(grants.data?.map((g) => [g.userId, g.htdCount])),
    [grants.data],
  )
  const draft = useDraftSelection(held, onDirtyChange)
  const confirmRemoval = useConfirmProjectRemoval()
  const save = useSaveGrants((change: IdChange) => changeProjectUsers(projectId, change))
  const policy = userProjectPermissionPolicies.assign

  if (grants.isError)
    return <LoadFailed error={grants.error} onRetry={() => void grants.refetch()} />

  const rows = draft.selected.map((userId): GrantUserRow => {
    const grant = grants.data?.find((g) => g.userId === userId)
    const user = users.data?.find((u) => u.id === userId)
    const fallback = grant
      ? grant.name
        ? `${grant.name} (${grant.userName})`
        : grant.userName
      : userId
    return { userId, label: user ? userLabel(user, t) : fallback, isNew: !grant }
  })
  const remove = (row: GrantUserRow) => {
    const drop = dropProjectGrant(draft.selected, row.userId, htdCounts)
    const removal = { user: row.label, project: projectName, htdCount: drop.htdsDropped }
    confirmRemoval(removal, () => draft.setSelected(drop.selected))
  }

  return (
    <Flex vertical gap="middle">
      <AddUsersBar
        policy={policy}
        exclude={draft.selected}
        onAdd={(ids) => draft.setSelected([...draft.selected, ...ids])}
      />
      <GrantUsersTable
        rows={rows}
        loading={grants.isPending || save.isSaving}
        policy={policy}
        onRemove={remove}
        extraColumns={[
          {
            key: 'htdCount',
            title: t('htds'),
            render: (_, row) => (row.isNew ? '—' : (htdCounts.get(row.userId) ?? 0)),
          },
        ]}
      />
      <GrantSaveBar
        policy={policy}
        isDirty={draft.isDirty}
        isSaving={save.isSaving}
        onReset={draft.reset}
        onSave={() =>
          void save.run(diffSelection(held, draft.selected)).then((ok) => ok && draft.reset())
        }
      />
    </Flex>
  )
}
