import { CloudServerOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
// antd's Avatar without Avatar.Group: the group brings Popover into the first signed-in load.
import Avatar from 'antd/es/avatar/Avatar'
import { useTranslation } from 'react-i18next'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { logout } from '@/auth/session-actions'
import { useSession } from '@/auth/use-session'
import { useIsGranted } from '@/access/use-is-granted'
import { renderMenuIcon } from '@/layout/sidebar/menu-icons'
import { buildUserMenuLinks } from '@/router/user-menu-links'
import { usePermissionStore } from '@/stores/permission-store'
import { useUserAvatar } from '@/query/use-user-avatar'
import { useUserStore } from '@/stores/user-store'
import styles from './navbar.module.css'

/**
 * Spec §2: user dropdown with "personal centre" (/profile/index), the pages of one's own the
 * sidebar hides (`meta.userMenu`: notices, to-dos, publishing for its holders), "tenants" and
 * "log out".
 */
export function UserDropdown({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation('app')
  const { t: tRoute } = useTranslation('route')
  const navigate = useNavigate()
  const session = useSession()
  const name = useUserStore((s) => s.name || s.userName)
  const avatar = useUserAvatar()
  // The tenant area is hidden from the menu (spec §2): its holders reach it from here.
  const canManageTenants = useIsGranted('AbpTenantManagement.Tenants')
  const routeIndex = usePermissionStore((s) => s.routeIndex)
  const granted = usePermissionStore((s) => s.granted)
  const pageLinks = useMemo(() => buildUserMenuLinks(routeIndex, granted), [routeIndex, granted])

  const items = [
    { key: 'profile', icon: <UserOutlined />, label: t('shell.personalCentre') },
    // Keyed by their paths: a click opens the path.
    ...pageLinks.map((link) => ({
      key: link.key,
      icon: renderMenuIcon(link.icon),
      label: tRoute(link.titleKey),
    })),
    ...(canManageTenants
      ? [{ key: 'tenants', icon: <CloudServerOutlined />, label: t('shell.tenants') }]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logOut') },
  ]
  const onClick = ({ key }: { key: string }) => {
    if (key === 'profile') void navigate('/profile/index')
    if (key === 'tenants') void navigate('/saas/tenant')
    if (key === 'logout') void logout(session, (to) => navigate(to, { replace: true }))
    if (key.startsWith('/')) void navigate(key)
  }

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button
        type="text"
        className={styles.userTrigger}
        aria-label={`${t('shell.userMenu')}: ${name}`}
      >
        {/* Without a loaded image antd shows the icon: the default avatar. */}
        <Avatar size={28} src={avatar} icon={<UserOutlined />} alt="" />
        {!isCompact && <span className={styles.userName}>{name}</span>}
        <DownOutlined />
      </Button>
    </Dropdown>
  )
}
