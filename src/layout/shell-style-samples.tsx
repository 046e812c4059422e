import { Avatar, Badge, Breadcrumb, Button, Dropdown, Layout, Menu, Tooltip } from 'antd'

/**
 * One of each antd component the signed-in shell draws at once (side menu, breadcrumb, the top
 * bar's menus, avatar, badges and tooltips). The build writes their styles from this list into a
 * static sheet (shell-antd-styles.css), and the sign-in page draws it while the user types
 * (warm-shell-styles.tsx). Plain antd, nothing of the browser: the build renders it in Node.
 */
export function ShellStyleSamples() {
  return (
    <Layout hasSider>
      <Layout.Sider>
        <Menu
          mode="inline"
          theme="dark"
          items={[{ key: 'group', label: '-', children: [{ key: 'item', label: '-' }] }]}
          openKeys={['group']}
        />
      </Layout.Sider>
      <Layout>
        <Breadcrumb items={[{ title: '-' }]} />
        <Dropdown menu={{ items: [] }}>
          <Button type="text">-</Button>
        </Dropdown>
        <Tooltip title="-">
          <Badge count={1}>
            <Avatar>-</Avatar>
          </Badge>
        </Tooltip>
        <Layout.Content />
      </Layout>
    </Layout>
  )
}
