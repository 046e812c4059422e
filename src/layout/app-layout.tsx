import { Layout } from 'antd'
import { useEffect } from 'react'
import { useHasAbpApi } from '@/auth/use-session'
import { useLiveCountsStream } from '@/query/use-live-counts-stream'
import { useProjectAssignments } from './use-project-assignments'
import { useSettingsStore } from '@/stores/settings-store'
import { AppMain } from './app-main/app-main'
import { Navbar } from './navbar/navbar'
import { SettingsDrawer } from './settings-drawer/settings-drawer'
import { Sidebar } from './sidebar/sidebar'
import { TagsView } from './tags-view/tags-view'
import { LeaveGuard } from './unsaved-changes/leave-guard'
import { useUnloadPrompt } from './unsaved-changes/use-unload-prompt'
import { shellDrawn } from './warm-shell-styles'
import styles from './app-layout.module.css'

/** The signed-in shell (spec §2 Layout): sidebar, top bar with the tab bar, cached pages, settings. */
export function AppLayout() {
  const hasAbpApi = useHasAbpApi()
  useProjectAssignments(hasAbpApi)
  // The bell's and the Approvals badge's counts, pushed (workflow-api §8): after the first paint.
  useLiveCountsStream(hasAbpApi)
  // Unsaved changes are not lost without a question: the browser tab here, a page that is not
  // kept in <LeaveGuard />.
  useUnloadPrompt()
  const isTagsViewOn = useSettingsStore((s) => s.tagsView)
  const isHeaderFixed = useSettingsStore((s) => s.fixedHeader)
  // The sign-in page's early copies of the shell's styles are no longer needed once it is drawn.
  useEffect(shellDrawn, [])

  return (
    <Layout hasSider className={styles.layout}>
      <Sidebar />
      <Layout className={styles.body}>
        <div className={isHeaderFixed ? `${styles.header} ${styles.fixedHeader}` : styles.header}>
          <Navbar />
          {isTagsViewOn && <TagsView />}
        </div>
        <AppMain />
      </Layout>
      <SettingsDrawer />
      <LeaveGuard />
    </Layout>
  )
}
