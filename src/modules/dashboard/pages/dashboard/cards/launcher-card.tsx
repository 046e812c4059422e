import { useQueryClient } from '@tanstack/react-query'
import { theme } from 'antd'
import { useId, useMemo, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useHref } from 'react-router-dom'
import {
  AppIcon,
  projectAppPolicies,
  type LauncherAppDto,
  type LauncherFolderDto,
} from '@/modules/app-manage'
import { useIsGranted } from '@/access/use-is-granted'
import { useProjectScope, useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import { CardLoading, CardNote, QueryContent } from '../card-states'
import { DashboardCard } from '../dashboard-card'
import styles from '../dashboard-page.module.css'
import { launchSearch, toLauncherFolders } from '../launcher-rules'
import { useCurrentProject } from '../use-project-figures'
import { launcherProjectId, launcherQuery, prefetchLauncher } from './launcher-query'

/**
 * The current project's Web apps, asked for as early as the counts are. On a fresh load the
 * user's projects are not known yet when the dashboard mounts, while the counts' calls start at
 * once: the call then goes for the stored choice, which the store keeps when it is still allowed
 * (the usual case), so the card goes on with that call and its answer; otherwise the key moves to
 * the project the store picks.
 */
function useCurrentProjectLauncher() {
  const tenant = useTenantScope()
  const { isReady } = useProjectScope()
  const current = useCurrentProject()
  const projectId = launcherProjectId(isReady, current?.id)
  const options = launcherQuery(tenant, projectId)
  // Started while the cards render, not in an effect as the counts' calls are: so it leads them
  // by the rest of the render (react-query's usePrefetchQuery does the same, but knows no
  // `enabled`). As an intent: should this render be thrown away (the page still waiting for its
  // texts), the card mounted later takes this answer instead of asking again; a failure is
  // forgotten and the card's own query asks again and shows it.
  prefetchLauncher(useQueryClient(), tenant, projectId)
  const query = usePageQuery({ ...options, enabled: projectId !== '' })
  return { query, projectId, isReady, current }
}

/**
 * An app's tile: a real link (keyboard, middle-click, "open in new tab" all work) to the redirect
 * page, which asks for the one-time code in the new tab; the address carries ids only, never a
 * token. Its accessible name is the app's name (the icon is decoration).
 */
function AppTile({ app, projectId }: { app: LauncherAppDto; projectId: string }) {
  const href = useHref({ pathname: '/app/redirect', search: launchSearch(app.appId, projectId) })
  return (
    <li>
      <a
        className={styles.tile}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={app.name}
      >
        <AppIcon icon={app.icon} size={28} />
        <span className={styles.tileName}>{app.name}</span>
      </a>
    </li>
  )
}

/** A folder: its apps, then its sub-folders inside it (at most three levels, §4.2). */
function LauncherFolder(props: { folder: LauncherFolderDto; projectId: string; nested?: boolean }) {
  const { folder, projectId, nested = false } = props
  const { token } = theme.useToken()
  const titleId = useId()
  const tileColours = {
    '--tile-text': token.colorText,
    '--tile-border': token.colorBorderSecondary,
    '--tile-hover': token.colorPrimary,
  } as CSSProperties
  const Heading = nested ? 'h6' : 'h5' // the card's title is an h4
  return (
    <section aria-labelledby={titleId} className={styles.launcherFolder}>
      <Heading id={titleId} className={styles.folderTitle} style={{ color: token.colorText }}>
        <AppIcon icon={folder.icon ?? 'folder'} size={16} />
        {folder.name}
      </Heading>
      {folder.apps.length > 0 && (
        <ul className={styles.tiles} style={tileColours}>
          {folder.apps.map((app) => (
            <AppTile key={app.projectAppId} app={app} projectId={projectId} />
          ))}
        </ul>
      )}
      {folder.children.length > 0 && (
        <div className={styles.subFolders} style={{ borderColor: token.colorBorderSecondary }}>
          {folder.children.map((child) => (
            <LauncherFolder key={child.id} folder={child} projectId={projectId} nested />
          ))}
        </div>
      )}
    </section>
  )
}

/** Nothing to open: who adds apps, and the way there for those who may. */
function NoApps({ projectName }: { projectName: string }) {
  const { t } = useTranslation('dashboard')
  const canManage = useIsGranted(projectAppPolicies.read)
  return (
    <>
      <CardNote>{t('launcher.empty', { name: projectName })}</CardNote>
      {canManage && <Link to="/app/project">{t('launcher.manage')}</Link>}
    </>
  )
}

interface LauncherProps {
  folders: LauncherFolderDto[]
  projectId: string
  /** Unknown until the user's projects are: the stored choice's tiles may show before. */
  projectName: string | undefined
}

function Launcher({ folders: answer, projectId, projectName }: LauncherProps) {
  const { t } = useTranslation('dashboard')
  const folders = useMemo(() => toLauncherFolders(answer), [answer])
  if (folders.length > 0) {
    return (
      <>
        {folders.map((folder) => (
          <LauncherFolder key={folder.id} folder={folder} projectId={projectId} />
        ))}
        {/* Last: it comes with the projects, after the tiles, and must not move them. */}
        {projectName && <CardNote>{t('launcher.ofProject', { name: projectName })}</CardNote>}
      </>
    )
  }
  return projectName ? <NoApps projectName={projectName} /> : <CardLoading rows={2} />
}

function LauncherContent() {
  const { t } = useTranslation('dashboard')
  const { query, projectId, isReady, current } = useCurrentProjectLauncher()
  if (isReady && !current) return <CardNote>{t('launcher.noProject')}</CardNote>
  // Before the store's choice, a refusal of the stored one is no failure to show: the key moves.
  if (!isReady && query.data === undefined) return <CardLoading rows={2} />
  return (
    <QueryContent query={query} rows={2}>
      {(data) => (
        <Launcher folders={data.items} projectId={projectId} projectName={current?.projName} />
      )}
    </QueryContent>
  )
}

/**
 * The current project's apps (business-api.md §4.3), for every user with a grant on it: a door to
 * the site's business apps, following the project switcher. A refusal (403: the project was lost)
 * is said in the card like any failure, and the shell reads the user's projects again.
 */
export function LauncherCard() {
  const { t } = useTranslation('dashboard')
  return (
    <DashboardCard title={t('launcher.title')} wide>
      <LauncherContent />
    </DashboardCard>
  )
}
