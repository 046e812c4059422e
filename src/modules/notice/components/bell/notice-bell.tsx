import { BellOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Button, Dropdown } from 'antd'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useIsGranted } from '@/access/use-is-granted'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import { useLiveStreamUp } from '@/query/live-counts'
import { useTenantScope } from '@/query/query-scope'
import { bellState } from './bell-rules'
import { approvalPermission, liveCountsQuery } from './live-counts-query'
import styles from './notice-bell.module.css'

// The panel (lists, links, "mark all read") loads when it is first opened: the bell that every
// signed-in page carries is the button and its counts only.
const BellPanel = retryingLazy(
  () => import('./bell-panel'),
  (module) => module.BellPanel,
)

/** The panel takes the focus when it opens (each open mounts it anew): the keyboard goes on there. */
function focusOnOpen(panel: HTMLDivElement | null) {
  panel?.focus()
}

/**
 * The top bar's bell (a navbar piece, app/app-navbar-pieces.ts): unread notices and pending to-dos
 * (overdue marked) on the icon, said in its accessible name; a click, Enter or Space opens the panel
 * with the latest of each.
 */
export default function NoticeBell() {
  const { t } = useTranslation('notice-bell')
  const withApprovals = useIsGranted(approvalPermission)
  const { data } = useQuery(liveCountsQuery(useTenantScope(), useLiveStreamUp(), withApprovals))
  const [isOpen, setIsOpen] = useState(false)
  const bellRef = useRef<HTMLButtonElement>(null)
  /**
   * Rc-dropdown closes its popup on a Tab (it expects a menu moved through with arrows): in this
   * panel of links Tab moves on as anywhere else. Escape closes it and gives the focus back.
   */
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' && event.key !== 'Escape') return
    event.stopPropagation()
    if (event.key === 'Escape') {
      setIsOpen(false)
      bellRef.current?.focus()
    }
  }
  const state = bellState(data)
  const label = [
    t('label'),
    t('unreadNotices', { count: state.noticeUnread }),
    t('pendingTodos', { count: state.todoPending }),
    ...(state.hasOverdue ? [t('overdueTodos', { count: state.todoOverdue })] : []),
  ].join(', ')

  return (
    <Dropdown
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={['click']}
      placement="bottomRight"
      destroyOnHidden
      popupRender={() => (
        <div
          ref={focusOnOpen}
          className={styles.panel}
          role="dialog"
          aria-label={t('label')}
          tabIndex={-1}
          onKeyDown={onPanelKey}
        >
          <LazyPieceBoundary inline onClose={() => setIsOpen(false)}>
            <BellPanel counts={state} onNavigate={() => setIsOpen(false)} />
          </LazyPieceBoundary>
        </div>
      )}
    >
      <Button ref={bellRef} type="text" className={styles.bell} aria-label={label}>
        <BellOutlined />
        {state.noticeText && (
          <span className={styles.notices} aria-hidden>
            {state.noticeText}
          </span>
        )}
        {state.todoText && (
          <span
            className={state.hasOverdue ? `${styles.todos} ${styles.overdue}` : styles.todos}
            aria-hidden
          >
            {state.todoText}
          </span>
        )}
      </Button>
    </Dropdown>
  )
}
