import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { logout } from '@/auth/session-actions'
import { useUserStore } from '@/stores/user-store'

/** Spec §2: user dropdown with "personal centre" (/profile/index) and "log out". */
export function UserDropdown() {
  const { t } = useTranslation('app')
  const navigate = useNavigate()
  const name = useUserStore((s) => s.name || s.userName)

  const items = [
    { key: 'profile', icon: <UserOutlined />, label: t('shell.personalCentre') },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logOut') },
  ]
  const onClick = ({ key }: { key: string }) => {
    if (key === 'profile') void navigate('/profile/index')
    if (key === 'logout') void logout((to) => navigate(to, { replace: true }))
  }

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" aria-label={`${t('shell.userMenu')}: ${name}`}>
        <UserOutlined /> {name} <DownOutlined />
      </Button>
    </Dropdown>
  )
}
