import { Alert, Empty, Flex, Spin } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { projectOptionsQuery } from '@/modules/project/api/project-options-queries'
import {
  userProjectPermissionPolicies,
  userProjectPermissionQueries,
} from '@/modules/project/api/user-project-permission-api'
import { userHtdPermissionPolicies } from '@/modules/project/api/user-htd-permission-api'
import { LoadFailed } from '@/components/crud/load-failed'
import { useIsGranted } from '@/access/use-is-granted'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { diffSelection, dropProjectGrant, toggleId, type IdChange } from '../grants/grant-rules'
import { GrantSaveBar } from '../grants/grant-save-bar'
import { changeUserProjects } from '../grants/grant-writes'
import { useConfirmProjectRemoval } from '../grants/use-confirm-project-removal'
import { useDraftSelection } from '../grants/use-draft-selection'
import { useSaveGrants } from '../grants/use-save-grants'
import { useUserLabel } from '../grants/user-picker'
import { ProjectChecklist } from './project-checklist'

interface UserProjectsPanelProps {
  userId: string
  onDirtyChange: (dirty: boolean) => void
}

/**
 * One user's projects: every project of the tenant, ticked where granted. Saving sends the projects
 * ticked and unticked, applied to the user's set as the server holds it at that moment (§3.4,
 * docs/grant-saves.md); unticking a project with htd grants asks first (they go too).
 */
export function UserProjectsPanel({ userId, onDirtyChange }: UserProjectsPanelProps) {
  const { t } = useTranslation('project-grant')
  const scope = useTenantScope()
  const grants = usePageQuery(userProjectPermissionQueries.byUser(scope, userId))
  const projects = usePageQuery(projectOptionsQuery(scope))
  const canAssign = useIsGranted(userProjectPermissionPolicies.assign)
  const canOpenHtds = useIsGranted(userHtdPermissionPolicies.read)
  const user = useUserLabel(userId)
  const held = useMemo(() => grants.data?.map((g) => g.projectId) ?? [], [grants.data])
  const htdCounts = useMemo(
    () => new Map(grants.data?.map((g) => [g.projectId, g.htdCount])),
    [grants.data],
  )
  const draft = useDraftSelection(held, onDirtyChange)
  const confirmRemoval = useConfirmProjectRemoval()
  const save = useSaveGrants((change: IdChange) => changeUserProjects(userId, change))

  if (grants.isError)
    return <LoadFailed error={grants.error} onRetry={() => void grants.refetch()} />
  if (projects.isError) {
    return <LoadFailed error={projects.error} onRetry={() => void projects.refetch()} />
  }
  if (!grants.data || !projects.data) return <Spin />
  if (projects.data.length === 0) return <Empty description={t('noProjects')} />

  return (
    <Flex vertical gap="middle">
      {held.length === 0 && <Alert type="info" showIcon title={t('userHasNoProject', { user })} />}
      <ProjectChecklist
        projects={projects.data}
        selected={draft.selected}
        held={held}
        htdCounts={htdCounts}
        disabled={!canAssign || save.isSaving}
        onToggle={(project, on) => {
          if (on) return draft.setSelected(toggleId(draft.selected, project.id, true))
          const drop = dropProjectGrant(draft.selected, project.id, htdCounts)
          const removal = { user, project: project.projName, htdCount: drop.htdsDropped }
          confirmRemoval(removal, () => draft.setSelected(drop.selected))
        }}
        extra={
          canOpenHtds
            ? (project) => (
                <Link
                  to={`/project/user-htd?view=user&user=${userId}&project=${project.id}`}
                  aria-label={t('openHtdsOf', { project: project.projName })}
                >
                  {t('openHtds')}
                </Link>
              )
            : undefined
        }
      />
      <GrantSaveBar
        policy={userProjectPermissionPolicies.assign}
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
