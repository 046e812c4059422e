import { Breadcrumb, Button, Dropdown, Layout, Menu } from 'antd'
import type { Root } from 'react-dom/client'
import { drawStylesAhead } from '@/components/providers/draw-styles-ahead'

/** One of each antd component the shell draws at once. */
function ShellComponents() {
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
        <Layout.Content />
      </Layout>
    </Layout>
  )
}

let warm: Root | undefined
/** Whether the shell is drawn: then its styles are written already (a late idle callback). */
let isShellShown = false

/**
 * The shell's antd styles are written while the user types on the sign-in page (drawStylesAhead).
 * The copies stay until the shell has drawn its own (`shellDrawn`).
 */
export function warmShellStyles(): void {
  if (warm || isShellShown) return
  warm = drawStylesAhead(<ShellComponents />)
}

/**
 * The shell's layout is drawn (its effect): the detached copies go, in a task of their own rather
 * than while React commits the shell. Returns what the layout calls when it goes (signed out).
 */
export function shellDrawn(): () => void {
  isShellShown = true
  const root = warm
  warm = undefined
  if (root) setTimeout(() => root.unmount(), 0)
  return () => {
    isShellShown = false
  }
}
