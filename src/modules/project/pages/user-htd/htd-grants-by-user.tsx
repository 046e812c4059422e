import { Empty, Flex, Spin } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { userProjectsQuery } from '@/query/user-projects-query'
import { projectOptionsQuery } from '@/modules/project/api/project-options-queries'
import { LoadFailed } from '@/components/crud/load-failed'
import { ProjectSelect } from '@/modules/project/components/project-select'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { PickerField } from '../grants/picker-field'
import type { GrantPage } from '../grants/use-grant-page'
import { UserPicker, useUserLabel } from '../grants/user-picker'
import { UserHtdsPanel } from './user-htds-panel'
import { UserProjectButtons } from './user-project-buttons'

const pickerStyle = { width: 320, maxWidth: '100%' }

/** By user: pick a user, then one project (theirs or any) and tick its htds. */
export function HtdGrantsByUser({ page }: { page: GrantPage }) {
  const { t } = useTranslation('project-grant')
  const scope = useTenantScope()
  const { userId, projectId } = page
  const user = useUserLabel(userId)
  // The same answer the user's project switcher reads (§3.6): their projects and htds.
  const assignments = usePageQuery(userProjectsQuery(scope, userId))
  const projects = useQuery(projectOptionsQuery(scope))
  const project = projects.data?.find((p) => p.id === projectId)

  const panel = () => {
    if (!userId) return <Empty description={t('pickUserFirst')} />
    if (assignments.isError) {
      return <LoadFailed error={assignments.error} onRetry={() => void assignments.refetch()} />
    }
    if (!assignments.data) return <Spin />
    if (!projectId) return <Empty description={t('pickProjectOfUser', { user })} />
    return (
      <UserHtdsPanel
        key={`${userId}/${projectId}`}
        userId={userId}
        user={user}
        projectId={projectId}
        projectName={project?.projName ?? ''}
        assignments={assignments.data}
        onDirtyChange={page.reportDirty}
      />
    )
  }

  return (
    <Flex vertical gap="middle">
      <Flex gap="large" wrap>
        <PickerField label={t('user')}>
          {(id) => (
            <UserPicker<string>
              id={id}
              allowClear
              value={userId || undefined}
              onChange={(value) => page.change({ user: value })}
              placeholder={t('pickUser')}
              style={pickerStyle}
            />
          )}
        </PickerField>
        <PickerField label={t('project')}>
          {(id) => (
            <ProjectSelect
              id={id}
              allowClear
              value={projectId || undefined}
              onChange={(value) => page.change({ project: value })}
              placeholder={t('pickProject')}
              style={pickerStyle}
            />
          )}
        </PickerField>
      </Flex>
      {userId && assignments.data && (
        <UserProjectButtons
          user={user}
          assignments={assignments.data}
          selectedId={projectId}
          onSelect={(value) => page.change({ project: value })}
        />
      )}
      {panel()}
    </Flex>
  )
}
