import { Flex, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ProjectOption } from '@/stores/project-rules'
import { useProjectStore } from '@/stores/project-store'

function ProjectLabel({ project }: { project: ProjectOption }) {
  const { t } = useTranslation('project')
  const sections = project.htds.map((htd) => htd.htdName).join(' · ')
  return (
    <Flex vertical>
      <span>{project.projName}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
        {sections ? t('switcher.sections', { names: sections }) : t('switcher.noSections')}
      </Typography.Text>
    </Flex>
  )
}

/**
 * Spec §4 Current project: each project with its contract sections; choosing one stores it and
 * notifies the open pages (they read the project store). Hidden when the user has no project.
 */
export function ProjectSwitcher() {
  const { t } = useTranslation('project')
  const projects = useProjectStore((s) => s.projects)
  const currentProjectId = useProjectStore((s) => s.currentProjectId)
  const isLoading = useProjectStore((s) => s.status === 'loading')
  const selectProject = useProjectStore((s) => s.selectProject)
  if (!isLoading && projects.length === 0) return null

  return (
    <Select
      style={{ width: 220, maxWidth: '40vw' }}
      aria-label={t('switcher.label')}
      placeholder={t('switcher.placeholder')}
      loading={isLoading}
      value={currentProjectId ?? undefined}
      onChange={selectProject}
      options={projects.map((project) => ({ value: project.id, label: project.projName, project }))}
      optionRender={(option) => <ProjectLabel project={option.data.project} />}
      popupMatchSelectWidth={false}
      variant="borderless"
    />
  )
}
