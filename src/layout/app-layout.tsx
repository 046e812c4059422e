import { Layout } from 'antd'
import { Outlet } from 'react-router-dom'
import { UserDropdown } from './navbar/user-dropdown'
import { SidebarMenu } from './sidebar/sidebar-menu'
import styles from './app-layout.module.css'

/** The signed-in shell: sidebar menu, top bar, page. */
export function AppLayout() {
  return (
    <Layout className={styles.layout}>
      <Layout.Sider width={210} className={styles.sider}>
        <SidebarMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <UserDropdown />
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
