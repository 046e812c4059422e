import { Alert, Flex, Spin } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserProjectAssignmentDto } from '@/api/session/user-projects-api'
import { htdOptionsQuery } from '@/modules/project/api/project-options-queries'
import { userHtdPermissionPolicies } from '@/modules/project/api/user-htd-permission-api'
import { userProjectPermissionPolicies } from '@/modules/project/api/user-project-permission-api'
import { LoadFailed } from '@/components/crud/load-failed'
import { useIsGranted } from '@/access/use-is-granted'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import * as rules from '../grants/grant-rules'
import { accessNotice, planAccessSave, type AccessSavePlan } from '../grants/grant-save-rules'
import { GrantSaveBar } from '../grants/grant-save-bar'
import { changeProjectUsers, changeUserHtds } from '../grants/grant-writes'
import { PartialSaveAlert } from '../grants/partial-save-alert'
import { runSaveSteps, type SaveStep } from '../grants/save-steps'
import { useConfirmProjectRemoval } from '../grants/use-confirm-project-removal'
import { useReportDirty } from '../grants/use-draft-selection'
import { useSaveGrants } from '../grants/use-save-grants'
import { HtdChecklist } from './htd-checklist'

interface UserHtdsPanelProps {
  userId: string
  user: string
  projectId: string
  projectName: string
  /** The user's grants (`htd/by-user`, §3.6). */
  assignments: readonly UserProjectAssignmentDto[]
  onDirtyChange: (dirty: boolean) => void
}

/**
 * One user's htds in one project, saved per project (§3.5). Ticking an htd of a project the user
 * lacks grants the project too, and says so; removing the project drops its htds (asked first).
 */
export function UserHtdsPanel(props: UserHtdsPanelProps) {
  const { userId, user, projectId, projectName: project, assignments, onDirtyChange } = props
  const { t } = useTranslation('project-grant')
  const htds = usePageQuery(htdOptionsQuery(useTenantScope(), projectId))
  const canAssign = useIsGranted(userHtdPermissionPolicies.assign)
  const canGrantProject = useIsGranted(userProjectPermissionPolicies.assign) && canAssign
  const held = useMemo(() => rules.accessFromAssignments(assignments, projectId), [assignments, projectId]) // prettier-ignore
  const [draft, setDraft] = useState<rules.ProjectAccess | null>(null)
  const access = draft ?? held
  const isDirty = draft !== null && !rules.isSameAccess(held, draft)
  useReportDirty(isDirty, onDirtyChange)
  const confirmRemoval = useConfirmProjectRemoval()
  // The project grant first (an htd grant needs it), then the htds; each names what it saves.
  const steps = (plan: AccessSavePlan): SaveStep[] => {
    const values = { user, users: user, project }
    const me = [userId]
    const list: SaveStep[] = []
    if (plan.project === 'add') {
      const run = () => changeProjectUsers(projectId, { added: me, removed: [] })
      list.push({ label: t('stepProjectAccess', values), run })
    }
    if (plan.project === 'remove') {
      const run = () => changeProjectUsers(projectId, { added: [], removed: me })
      list.push({ label: t('stepProjectRemoval', values), run })
    }
    const { htds: change } = plan
    if (change) {
      const run = () => changeUserHtds(userId, projectId, change)
      list.push({ label: t('stepUserHtds', values), run })
    }
    return list
  }
  const save = useSaveGrants(runSaveSteps)

  if (htds.isError) return <LoadFailed error={htds.error} onRetry={() => void htds.refetch()} />
  if (!htds.data) return <Spin />

  const onProject = (on: boolean) => {
    if (on) return setDraft({ ...access, hasProject: true })
    const removal = rules.removeProject(access)
    confirmRemoval({ user, project, htdCount: removal.htdsDropped }, () => setDraft(removal.access))
  }
  const onHtd = (htdId: string, on: boolean) =>
    setDraft(on ? rules.tickHtd(access, htdId).access : rules.untickHtd(access, htdId))
  const onSave = () => {
    const plan = planAccessSave(held, access)
    const savedText = plan.projectAdded ? t('savedWithProject', { user, project }) : undefined
    void save.run(steps(plan), savedText).then((ok) => ok && setDraft(null))
  }
  const notice = accessNotice(held, access, canGrantProject)
  const warns = notice === 'projectWillBeGranted' || notice === 'projectWillBeRemoved'

  return (
    <Flex vertical gap="middle">
      <PartialSaveAlert error={save.partial} onClose={save.dismissPartial} />
      {notice && (
        <Alert showIcon type={warns ? 'warning' : 'info'} title={t(notice, { user, project })} />
      )}
      <HtdChecklist
        projectName={project}
        htds={htds.data}
        access={access}
        canChangeProject={canGrantProject && !save.isSaving}
        canChangeHtds={canAssign && !save.isSaving && (access.hasProject || canGrantProject)}
        onProject={onProject}
        onHtd={onHtd}
      />
      <GrantSaveBar
        policy={userHtdPermissionPolicies.assign}
        isDirty={isDirty}
        isSaving={save.isSaving}
        onReset={() => setDraft(null)}
        onSave={onSave}
      />
    </Flex>
  )
}
