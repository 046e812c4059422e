import type { UseQueryResult } from '@tanstack/react-query'
import { Button, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PagedResultDto } from '@/api/abp/paged-result-dto'
import { useProjectScope } from '@/query/query-scope'
import { toThousandFilter } from '@/utils/number-format'
import { CardLoading, CardNote } from '../card-states'
import { DashboardCard } from '../dashboard-card'
import styles from '../dashboard-page.module.css'
import {
  useCurrentProject,
  useCurrentProjectHtds,
  useCurrentProjectWorkAreaCount,
  useProjectCount,
  useProjectFigureGrants,
} from '../use-project-figures'

interface FigureProps {
  label: string
  query: UseQueryResult<PagedResultDto<unknown>>
}

/** One count: the list's `totalCount`, with its own loading and error state. */
function Figure({ label, query }: FigureProps) {
  const { t } = useTranslation(['dashboard', 'crud'])
  const { token } = theme.useToken()
  const { data } = query
  let value
  if (data && !query.isPlaceholderData) value = toThousandFilter(data.totalCount)
  else if (query.isError) {
    value = (
      <span role="alert" className={styles.itemMeta} style={{ color: token.colorError }}>
        {t('figures.failed')}{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          {t('crud:retry')}
        </Button>
      </span>
    )
  } else value = <span aria-label={t('loading')}>…</span>
  return (
    <div className={styles.figure}>
      <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
      <dd style={{ color: token.colorText }}>{value}</dd>
    </div>
  )
}

/** Each figure is asked for only with its permission (business-api.md §3.1–3.3). */
function FiguresContent() {
  const { t } = useTranslation('dashboard')
  const grants = useProjectFigureGrants()
  const { isReady } = useProjectScope()
  const current = useCurrentProject()
  // Asked once the current project is known, as its neighbours are: the launcher's call, which
  // waits for that project, then goes first in any order of events (issue 21).
  const projects = useProjectCount(grants.projects && isReady)
  const htds = useCurrentProjectHtds(grants.htds)
  const workAreas = useCurrentProjectWorkAreaCount(grants.htds)
  const showsProject = grants.htds && isReady && current !== undefined

  return (
    <>
      <dl className={styles.figures}>
        {grants.projects && <Figure label={t('figures.projects')} query={projects} />}
        {showsProject && (
          <>
            <Figure label={t('figures.htds')} query={htds} />
            <Figure label={t('figures.workAreas')} query={workAreas} />
          </>
        )}
      </dl>
      {grants.htds && !isReady && <CardLoading rows={1} />}
      {grants.htds && isReady && (
        <CardNote>
          {current ? t('figures.ofProject', { name: current.projName }) : t('figures.noProject')}
        </CardNote>
      )}
    </>
  )
}

/** For holders of Project.Project or Project.Htd: the counts of the lists they may open. */
export function ProjectFiguresCard() {
  const { t } = useTranslation('dashboard')
  return (
    <DashboardCard title={t('figures.title')}>
      <FiguresContent />
    </DashboardCard>
  )
}
