import { Alert, Flex } from 'antd'
import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { userProjectsQuery } from '@/query/user-projects-query'
import {
  userHtdPermissionPolicies,
  userHtdPermissionQueries,
} from '@/modules/project/api/user-htd-permission-api'
import { userProjectPermissionPolicies } from '@/modules/project/api/user-project-permission-api'
import { LoadFailed } from '@/components/crud/load-failed'
import { useIsGranted } from '@/access/use-is-granted'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { AddUsersBar } from '../grants/add-users-bar'
import { GrantSaveBar } from '../grants/grant-save-bar'
import { projectIdsOf, toggleId } from '../grants/grant-rules'
import { planHtdUsersSave, type HtdUsersSavePlan } from '../grants/grant-save-rules'
import { GrantUsersTable, type GrantUserRow } from '../grants/grant-users-table'
import { changeHtdUsers, changeProjectUsers } from '../grants/grant-writes'
import { PartialSaveAlert } from '../grants/partial-save-alert'
import { runSaveSteps, type SaveStep } from '../grants/save-steps'
import { useDraftSelection } from '../grants/use-draft-selection'
import { useSaveGrants } from '../grants/use-save-grants'
import { useUserOptions, userLabel } from '../grants/user-picker'

interface HtdUsersPanelProps {
  projectId: string
  projectName: string
  htdId: string
  onDirtyChange: (dirty: boolean) => void
}

/**
 * One htd's users (§3.5 `by-htd`). A user added who lacks the htd's project gets the project
 * first (their `htd/by-user` answer tells), by joining that project's users: their other projects
 * are not part of the call (docs/grant-saves.md). The page says so before and after saving.
 */
export function HtdUsersPanel(props: HtdUsersPanelProps) {
  const { projectId, projectName: project, htdId, onDirtyChange } = props
  const { t } = useTranslation('project-grant')
  const scope = useTenantScope()
  const grants = usePageQuery(userHtdPermissionQueries.byHtd(scope, htdId))
  const users = useUserOptions()
  const held = useMemo(() => grants.data?.map((g) => g.userId) ?? [], [grants.data])
  const draft = useDraftSelection(held, onDirtyChange)
  const added = draft.selected.filter((id) => !held.includes(id))
  // Read afresh when added (not a copy cached earlier in the session): what the page says about
  // the project grant, and whether a save must grant it, follow the server as it is now.
  const addedProjects = useQueries({
    queries: added.map((id) => ({ ...userProjectsQuery(scope, id), staleTime: 0 })),
  })
  // Until each added user's projects are known, a save could miss a project grant: it waits.
  const isChecking = addedProjects.some((query) => query.isPending)
  const checkFailed = addedProjects.find((query) => query.isError)
  // Users already on the htd hold its project (§3.5 invariant); added ones as by-user says.
  const holdsProject = (userId: string) =>
    held.includes(userId) ||
    projectIdsOf(addedProjects[added.indexOf(userId)]?.data ?? []).includes(projectId)
  const plan = planHtdUsersSave(held, draft.selected, holdsProject)
  const lacking = plan.projectUserIds
  const save = useSaveGrants(runSaveSteps)
  const policy = userHtdPermissionPolicies.assign
  // Granting the project is the other page's right (User project permissions' `.Assign`).
  const canGrantProject = useIsGranted(userProjectPermissionPolicies.assign)
  const cannotGrant = lacking.length > 0 && !canGrantProject

  if (grants.isError)
    return <LoadFailed error={grants.error} onRetry={() => void grants.refetch()} />

  const labelOf = (userId: string) => {
    const user = users.data?.find((u) => u.id === userId)
    const grant = grants.data?.find((g) => g.userId === userId)
    return user ? userLabel(user, t) : (grant?.userName ?? userId)
  }
  const rows = draft.selected.map((userId): GrantUserRow => ({
    userId,
    label: labelOf(userId),
    isNew: !held.includes(userId),
    note: lacking.includes(userId) ? t('getsProjectToo') : undefined,
  }))
  const names = lacking.map(labelOf).join(t('listSeparator'))
  // The project grant first for those who lack it (an htd grant needs it), then the htd's users.
  const steps = ({ projectUserIds, users: change }: HtdUsersSavePlan): SaveStep[] => {
    const grantProject = () => changeProjectUsers(projectId, { added: projectUserIds, removed: [] })
    const saveUsers = () => changeHtdUsers(htdId, change)
    const usersStep = { label: t('stepHtdUsers', { project }), run: saveUsers }
    if (projectUserIds.length === 0) return [usersStep]
    return [
      { label: t('stepProjectAccess', { users: names, project }), run: grantProject },
      usersStep,
    ]
  }
  const onSave = () => {
    const savedText = lacking.length
      ? t('savedWithProjectFor', { users: names, project })
      : undefined
    void save.run(steps(plan), savedText).then((ok) => ok && draft.reset())
  }

  return (
    <Flex vertical gap="middle">
      <PartialSaveAlert error={save.partial} onClose={save.dismissPartial} />
      <AddUsersBar
        policy={policy}
        exclude={draft.selected}
        onAdd={(ids) => draft.setSelected([...draft.selected, ...ids])}
      />
      {lacking.length > 0 && (
        <Alert
          showIcon
          type={cannotGrant ? 'error' : 'warning'}
          title={t(cannotGrant ? 'cannotGrantProjectTo' : 'projectWillBeGrantedTo', {
            users: names,
            project,
          })}
        />
      )}
      {checkFailed && (
        <LoadFailed
          title={t('checkFailed')}
          error={checkFailed.error}
          onRetry={() => void checkFailed.refetch()}
        />
      )}
      <GrantUsersTable
        rows={rows}
        loading={grants.isPending || save.isSaving}
        policy={policy}
        onRemove={(row) => draft.setSelected(toggleId(draft.selected, row.userId, false))}
      />
      <GrantSaveBar
        policy={policy}
        isDirty={draft.isDirty}
        isSaving={save.isSaving}
        isBlocked={isChecking || checkFailed !== undefined || cannotGrant}
        onReset={draft.reset}
        onSave={onSave}
      />
    </Flex>
  )
}
