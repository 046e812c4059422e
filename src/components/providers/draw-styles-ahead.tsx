import { startTransition, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { DetachedAppTheme } from './app-providers'

/**
 * antd writes a component's styles (CSS-in-JS) when it first appears, a good part of the first
 * render of a screen that shows new kinds of components. Draws one copy of `components` into a
 * detached element, in the app's theme, so that their styles are written now. In a transition: drawn
 * in slices, so a key press or a click goes first. antd forgets a style that no component uses any
 * more: the copies stay until the returned root is unmounted.
 */
export function drawStylesAhead(components: ReactNode): Root {
  const root = createRoot(document.createElement('div'))
  startTransition(() => root.render(<DetachedAppTheme>{components}</DetachedAppTheme>))
  return root
}
