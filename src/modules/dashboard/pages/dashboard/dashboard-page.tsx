import { theme } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useHasAbpApi } from '@/auth/use-session'
import type { IntentContext } from '@/query/intent-prefetch'
import { GreetingCard } from './cards/greeting-card'
import { HtdAmountCard } from './cards/htd-amount-card'
import { LauncherCard } from './cards/launcher-card'
import { prefetchLauncherOnLoad } from './cards/launcher-query'
import { MyProjectsCard } from './cards/my-projects-card'
import { NoticeCard } from './cards/notice-card'
import { ProjectFiguresCard } from './cards/project-figures-card'
import { TodoCard } from './cards/todo-card'
import styles from './dashboard-page.module.css'
import { loadAmountChart } from './load-amount-chart'
import { prefetchProjectFigures, useProjectFigureGrants } from './use-project-figures'

/**
 * As the first page of a load, the page's calls start beside the shell's (src/router): the
 * launcher's first, then the figures'.
 */
export function prefetchOnLoad(context: IntentContext): void {
  prefetchLauncherOnLoad(context, () => prefetchProjectFigures(context))
}

/**
 * Home (`/index`), open to every signed-in user: the current project's apps, my to-dos, the
 * latest notices, my projects and, for holders of the project permissions, the current project's
 * figures and contract amounts.
 * Each card loads, fails and retries on its own. Part of the first signed-in load: plain markup
 * with antd tokens, and the chart (chart.js) in a chunk of its own, fetched after the first paint.
 * The demo sign-in (no ABP API) gets the greeting alone, saying where its pages are.
 */
export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'crud'])
  const { token } = theme.useToken()
  const grants = useProjectFigureGrants()
  const hasAbpApi = useHasAbpApi()

  // Effects run after the first paint: the chart's code loads while the data does, never before
  // the counts, and only for users who will see it.
  useEffect(() => {
    if (grants.htds) void loadAmountChart().catch(() => undefined) // the card shows a failure
  }, [grants.htds])

  return (
    <div className={styles.page}>
      <h3 className={styles.title} style={{ color: token.colorText }}>
        {t('route:dashboard')}
      </h3>
      <GreetingCard intro={t(hasAbpApi ? 'intro' : 'introDemo')} />
      {hasAbpApi && (
        <div className={styles.grid}>
          {/* First: the door to the project's apps, and its call starts before the counts'. */}
          <LauncherCard />
          <TodoCard />
          <NoticeCard />
          <MyProjectsCard />
          {(grants.projects || grants.htds) && <ProjectFiguresCard />}
          {grants.htds && <HtdAmountCard />}
        </div>
      )}
    </div>
  )
}
