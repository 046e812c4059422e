import { theme } from 'antd'
import { Link } from 'react-router-dom'
import { appConfig } from '@/config/app-config'
import { useAppTitle } from '@/hooks/use-app-title'
import styles from './navbar.module.css'

/**
 * Spec §1/§2: the logo and the system name; they lead to the configured home path, or '/'. On a
 * phone only the logo stays (the link keeps the name for screen readers).
 */
export function NavbarBrand({ isCompact }: { isCompact: boolean }) {
  const { token } = theme.useToken()
  const title = useAppTitle()
  return (
    <Link
      to={appConfig.homePath || '/'}
      className={styles.brand}
      style={{ color: token.colorText }}
      aria-label={isCompact ? title : undefined}
      title={title}
    >
      <img src="/favicon.svg" alt="" className={styles.brandLogo} />
      {!isCompact && <span className={styles.brandName}>{title}</span>}
    </Link>
  )
}
