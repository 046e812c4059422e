import { Empty, Flex } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { projectOptionsQuery } from '@/modules/project/api/project-options-queries'
import { HtdSelect, ProjectSelect } from '@/modules/project/components/project-select'
import { useTenantScope } from '@/query/query-scope'
import { PickerField } from '../grants/picker-field'
import type { GrantPage } from '../grants/use-grant-page'
import { HtdUsersPanel } from './htd-users-panel'

const pickerStyle = { width: 320, maxWidth: '100%' }

/** By contract section: pick a project and one of its htds, then see and change its users. */
export function HtdGrantsByHtd({ page }: { page: GrantPage }) {
  const { t } = useTranslation('project-grant')
  const scope = useTenantScope()
  const { projectId, htdId } = page
  const project = useQuery(projectOptionsQuery(scope)).data?.find((p) => p.id === projectId)

  return (
    <Flex vertical gap="middle">
      <Flex gap="large" wrap>
        <PickerField label={t('project')}>
          {(id) => (
            <ProjectSelect
              id={id}
              value={projectId || undefined}
              onChange={(value) => page.change({ project: value, htd: undefined })}
              placeholder={t('pickProject')}
              style={pickerStyle}
            />
          )}
        </PickerField>
        <PickerField label={t('htd')}>
          {(id) => (
            <HtdSelect
              id={id}
              projectId={projectId || undefined}
              value={htdId || undefined}
              onChange={(value) => page.change({ htd: value })}
              placeholder={t('pickHtd')}
              style={pickerStyle}
            />
          )}
        </PickerField>
      </Flex>
      {projectId && htdId ? (
        <HtdUsersPanel
          key={htdId}
          projectId={projectId}
          projectName={project?.projName ?? ''}
          htdId={htdId}
          onDirtyChange={page.reportDirty}
        />
      ) : (
        <Empty description={t(projectId ? 'pickHtdFirst' : 'pickProjectFirst')} />
      )}
    </Flex>
  )
}
