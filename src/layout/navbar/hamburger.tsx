import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '@/stores/app-store'

/** Opens or closes the sidebar (stored in the sidebarStatus cookie by the app store). */
export function Hamburger() {
  const { t } = useTranslation('layout')
  const opened = useAppStore((s) => s.sidebar.opened)
  const toggleSidebar = useAppStore((s) => s.toggleSidebar)
  return (
    <Button
      type="text"
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      aria-label={t('sidebar.toggle')}
      aria-expanded={opened}
      onClick={toggleSidebar}
    />
  )
}
