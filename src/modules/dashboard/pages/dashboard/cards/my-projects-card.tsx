import { useQueryClient } from '@tanstack/react-query'
import { Button, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { userProjectsQuery } from '@/query/user-projects-query'
import { useTenantScope } from '@/query/query-scope'
import type { ProjectOption } from '@/stores/project-rules'
import { useProjectStore } from '@/stores/project-store'
import { useUserStore } from '@/stores/user-store'
import { CardFailed, CardLoading, CardNote } from '../card-states'
import { DashboardCard } from '../dashboard-card'
import styles from '../dashboard-page.module.css'

function ProjectEntry({ project, isCurrent }: { project: ProjectOption; isCurrent: boolean }) {
  const { t } = useTranslation('dashboard')
  const { token } = theme.useToken()
  const selectProject = useProjectStore((s) => s.selectProject)
  const sections = project.htds.map((htd) => htd.htdName).join(' · ')
  return (
    <li
      aria-current={isCurrent || undefined}
      className={styles.project}
      style={{
        borderLeftColor: isCurrent ? token.colorPrimary : undefined,
        background: isCurrent ? token.colorPrimaryBg : undefined,
      }}
    >
      <span className={styles.projectName} style={{ color: token.colorText }}>
        {project.projName}
        {isCurrent ? (
          <span className={styles.itemMeta} style={{ color: token.colorPrimary }}>
            {t('projects.current')}
          </span>
        ) : (
          <Button
            type="link"
            size="small"
            aria-label={t('projects.switchTo', { name: project.projName })}
            onClick={() => selectProject(project.id)}
          >
            {t('projects.switch')}
          </Button>
        )}
      </span>
      <span className={styles.itemMeta} style={{ color: token.colorTextSecondary }}>
        {sections || t('projects.noSections')}
      </span>
    </li>
  )
}

/** The project switcher's data (no call of its own): the store's projects and current one. */
function MyProjectsContent() {
  const { t } = useTranslation('dashboard')
  const projects = useProjectStore((s) => s.projects)
  const currentProjectId = useProjectStore((s) => s.currentProjectId)
  const status = useProjectStore((s) => s.status)
  const client = useQueryClient()
  const { queryKey } = userProjectsQuery(
    useTenantScope(),
    useUserStore((s) => s.id),
  )

  if (status === 'idle' || status === 'loading') return <CardLoading />
  if (status === 'failed') {
    const error = client.getQueryState(queryKey)?.error ?? new Error(t('projects.failed'))
    return <CardFailed error={error} onRetry={() => void client.refetchQueries({ queryKey })} />
  }
  if (projects.length === 0) return <CardNote>{t('projects.empty')}</CardNote>
  return (
    <ul className={styles.list}>
      {projects.map((project) => (
        <ProjectEntry
          key={project.id}
          project={project}
          isCurrent={project.id === currentProjectId}
        />
      ))}
    </ul>
  )
}

/** My projects and their contract sections (business-api.md §3.6), the current one marked. */
export function MyProjectsCard() {
  const { t } = useTranslation('dashboard')
  return (
    <DashboardCard title={t('projects.title')}>
      <MyProjectsContent />
    </DashboardCard>
  )
}
