import { Breadcrumb, Button, Dropdown, Layout, Menu, Tooltip } from 'antd'

/**
 * One of each antd component the signed-in shell draws at once (side menu and its tooltips,
 * breadcrumb, the top bar's menus), and none it does not import itself: this list is part of the
 * shell's code (an avatar or a badge here brought 6.7 kB more to it). The build writes their styles
 * into a static sheet (shell-antd-styles.css), and the sign-in page draws this list while the user
 * types (warm-shell-styles.tsx). Plain antd, nothing of the browser: the build renders it in Node.
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
          <span>-</span>
        </Tooltip>
        <Layout.Content />
      </Layout>
    </Layout>
  )
}
