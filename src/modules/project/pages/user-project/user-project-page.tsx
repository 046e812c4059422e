import { Empty, Flex } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { projectOptionsQuery } from '@/modules/project/api/project-options-queries'
import { userProjectPermissionPolicies } from '@/modules/project/api/user-project-permission-api'
import { ProjectSelect } from '@/modules/project/components/project-select'
import { useTenantScope } from '@/query/query-scope'
import { PickerField } from '../grants/picker-field'
import { GrantPageFrame } from '../grants/grant-page-frame'
import { useGrantPage, type GrantPage } from '../grants/use-grant-page'
import { UserPicker } from '../grants/user-picker'
import { ProjectUsersPanel } from './project-users-panel'
import { UserProjectsPanel } from './user-projects-panel'

const pickerStyle = { width: 360, maxWidth: '100%' }

/**
 * User project permissions (用户项目权限), `/project/user-project`: business-api.md §3.4. By user
 * (`?user=`): tick the user's projects. By project (`?project=`, the project list's link after a
 * create): the project's users. Changes are saved with `.Assign`; without it the page reads only.
 */
export default function UserProjectPage() {
  const { t } = useTranslation(['project-grant', 'crud'])
  const page = useGrantPage()
  return (
    <GrantPageFrame
      page={page}
      title={t('route:userProjectPermissions')}
      assignPolicy={userProjectPermissionPolicies.assign}
      byUser={<ByUser page={page} />}
      byTarget={{ label: t('byProject'), content: <ByProject page={page} /> }}
    />
  )
}

function ByUser({ page }: { page: GrantPage }) {
  const { t } = useTranslation('project-grant')
  return (
    <Flex vertical gap="middle">
      <PickerField label={t('user')}>
        {(id) => (
          <UserPicker<string>
            id={id}
            allowClear
            value={page.userId || undefined}
            onChange={(user) => page.change({ user })}
            placeholder={t('pickUser')}
            style={pickerStyle}
          />
        )}
      </PickerField>
      {page.userId ? (
        <UserProjectsPanel
          key={page.userId}
          userId={page.userId}
          onDirtyChange={page.reportDirty}
        />
      ) : (
        <Empty description={t('pickUserFirst')} />
      )}
    </Flex>
  )
}

function ByProject({ page }: { page: GrantPage }) {
  const { t } = useTranslation('project-grant')
  const projects = useQuery(projectOptionsQuery(useTenantScope()))
  const project = projects.data?.find((p) => p.id === page.projectId)
  return (
    <Flex vertical gap="middle">
      <PickerField label={t('project')}>
        {(id) => (
          <ProjectSelect
            id={id}
            value={page.projectId || undefined}
            onChange={(value) => page.change({ project: value })}
            placeholder={t('pickProject')}
            style={pickerStyle}
          />
        )}
      </PickerField>
      {page.projectId ? (
        <ProjectUsersPanel
          key={page.projectId}
          projectId={page.projectId}
          projectName={project?.projName ?? ''}
          onDirtyChange={page.reportDirty}
        />
      ) : (
        <Empty description={t('pickProjectFirst')} />
      )}
    </Flex>
  )
}
