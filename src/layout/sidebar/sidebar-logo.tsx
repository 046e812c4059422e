import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { appConfig } from '@/config/app-config'
import { useAppTitle } from '@/hooks/use-app-title'
import styles from './sidebar.module.css'

/** Spec §2: the logo returns to the configured home path, or '/'. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout')
  const title = useAppTitle()
  return (
    <Link
      to={appConfig.homePath || '/'}
      className={styles.logo}
      aria-label={collapsed ? t('sidebar.home') : undefined}
      title={title}
    >
      <img src="/favicon.svg" alt="" className={styles.logoImage} />
      {!collapsed && <span className={styles.logoTitle}>{title}</span>}
    </Link>
  )
}
