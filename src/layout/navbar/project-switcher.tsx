import { DownOutlined, ProjectOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ProjectOption } from '@/stores/project-rules'
import { useProjectStore } from '@/stores/project-store'
import styles from './project-switcher.module.css'

function ProjectLabel({ project }: { project: ProjectOption }) {
  const { t } = useTranslation('project')
  const sections = project.htds.map((htd) => htd.htdName).join(' · ')
  return (
    <span className={styles.option} title={project.projName}>
      <span>{project.projName}</span>
      <span className={styles.sections}>
        {sections ? t('switcher.sections', { names: sections }) : t('switcher.noSections')}
      </span>
    </span>
  )
}

/**
 * Spec §4 Current project: each project with its contract sections; choosing one stores it and
 * notifies the open pages (they read the project store). Hidden when the user has no project.
 * A dropdown menu rather than a Select: the shell already carries the menu code, a Select would
 * add ~35 kB gzip to every signed-in page.
 */
export function ProjectSwitcher() {
  const { t } = useTranslation('project')
  const projects = useProjectStore((s) => s.projects)
  const currentProjectId = useProjectStore((s) => s.currentProjectId)
  const isLoading = useProjectStore((s) => s.status === 'loading')
  const selectProject = useProjectStore((s) => s.selectProject)
  if (!isLoading && projects.length === 0) return null

  const label = t('switcher.label')
  const current = projects.find((project) => project.id === currentProjectId)
  const items: MenuProps['items'] = projects.map((project) => ({
    key: project.id,
    label: <ProjectLabel project={project} />,
  }))

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: currentProjectId ? [currentProjectId] : [],
        onClick: ({ key }) => selectProject(key),
        'aria-label': label,
      }}
    >
      <Button
        type="text"
        loading={isLoading}
        className={styles.trigger}
        aria-label={`${label}: ${current?.projName ?? t('switcher.placeholder')}`}
      >
        <ProjectOutlined />
        <span className={styles.name}>{current?.projName ?? t('switcher.placeholder')}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  )
}
