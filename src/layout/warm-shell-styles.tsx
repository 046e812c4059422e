import { Breadcrumb, Button, Dropdown, Layout, Menu } from 'antd'
import { startTransition } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { AppProviders } from '@/components/providers/app-providers'

/** One of each antd component the shell draws at once, in the shell's theme (AppProviders). */
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
 * antd writes a component's styles (CSS-in-JS) when it first appears, which on a phone is a good
 * part of the signed-in shell's first render. Called while the user types on the sign-in page: the
 * shell's components are drawn once into a detached element, so their styles are written then.
 * They stay mounted until the shell has drawn its own (`shellDrawn`): antd forgets a style that no
 * component uses, and would write it again.
 */
export function warmShellStyles(): void {
  if (warm || isShellShown) return
  const root = createRoot(document.createElement('div'))
  warm = root
  // In a transition: drawn in slices, so a key press or the click on Sign in goes first.
  startTransition(() =>
    root.render(
      <AppProviders>
        <ShellComponents />
      </AppProviders>,
    ),
  )
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
