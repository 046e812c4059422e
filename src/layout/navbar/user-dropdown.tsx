import { CloudServerOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
// antd's Avatar without Avatar.Group: the group brings Popover into the first signed-in load.
import Avatar from 'antd/es/avatar/Avatar'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { logout } from '@/auth/session-actions'
import { useSession } from '@/auth/use-session'
import { useIsGranted } from '@/access/use-is-granted'
import { useUserAvatar } from '@/query/use-user-avatar'
import { useUserStore } from '@/stores/user-store'
import styles from './navbar.module.css'

/** Spec §2: user dropdown with "personal centre" (/profile/index), "tenants" and "log out". */
export function UserDropdown({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation('app')
  const navigate = useNavigate()
  const session = useSession()
  const name = useUserStore((s) => s.name || s.userName)
  const avatar = useUserAvatar()
  // The tenant area is hidden from the menu (spec §2): its holders reach it from here.
  const canManageTenants = useIsGranted('AbpTenantManagement.Tenants')

  const items = [
    { key: 'profile', icon: <UserOutlined />, label: t('shell.personalCentre') },
    ...(canManageTenants
      ? [{ key: 'tenants', icon: <CloudServerOutlined />, label: t('shell.tenants') }]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logOut') },
  ]
  const onClick = ({ key }: { key: string }) => {
    if (key === 'profile') void navigate('/profile/index')
    if (key === 'tenants') void navigate('/saas/tenant')
    if (key === 'logout') void logout(session, (to) => navigate(to, { replace: true }))
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
