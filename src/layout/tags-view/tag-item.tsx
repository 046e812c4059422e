import { CloseOutlined } from '@ant-design/icons'
import { Dropdown, type MenuProps } from 'antd'
import { memo, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { VisitedView } from '@/stores/tags-view-rules'
import type { TagActions } from './use-tag-actions'
import styles from './tags-view.module.css'

interface TagItemProps {
  view: VisitedView
  isActive: boolean
  actions: TagActions
}

type MenuKey = 'refresh' | 'close' | 'closeOthers' | 'closeAll'

/** One tab: a link, a close button unless affix, and the right-click (or context-key) menu. */
export const TagItem = memo(function TagItem({ view, isActive, actions }: TagItemProps) {
  const { t } = useTranslation('tabs')
  const title = t(view.titleKey, { ns: 'route' })
  const isAffix = view.meta.affix === true

  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('menu.refresh') },
    { key: 'close', label: t('menu.close'), disabled: isAffix },
    { key: 'closeOthers', label: t('menu.closeOthers') },
    { key: 'closeAll', label: t('menu.closeAll') },
  ]
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const run: Record<MenuKey, () => void> = {
      refresh: () => actions.refresh(view),
      close: () => actions.close(view),
      closeOthers: () => actions.closeOthers(view),
      closeAll: () => actions.closeAll(),
    }
    run[key as MenuKey]()
  }
  // Middle click and Delete close a tab, as in browsers; affix tabs stay.
  const onAuxClick = (event: MouseEvent) => {
    if (event.button !== 1 || isAffix) return
    event.preventDefault()
    actions.close(view)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Delete' && !isAffix) actions.close(view)
  }

  return (
    <li className={isActive ? `${styles.tag} ${styles.active}` : styles.tag} data-path={view.path}>
      <Dropdown
        menu={{ items, onClick: onMenuClick, 'aria-label': t('menu.label', { title }) }}
        trigger={['contextMenu']}
        autoFocus
      >
        <span className={styles.tagBody}>
          {/* Followed by the tab bar's one click handler (useInAppLinkClick), not a <Link> each. */}
          <a
            href={view.fullPath}
            className={styles.link}
            aria-current={isActive ? 'page' : undefined}
            onAuxClick={onAuxClick}
            onKeyDown={onKeyDown}
          >
            {title}
          </a>
          {!isAffix && (
            <button
              type="button"
              className={styles.close}
              aria-label={t('closeTab', { title })}
              onClick={() => actions.close(view)}
            >
              <CloseOutlined />
            </button>
          )}
        </span>
      </Dropdown>
    </li>
  )
})
