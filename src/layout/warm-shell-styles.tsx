import type { Root } from 'react-dom/client'
import { drawStylesAhead } from '@/components/providers/draw-styles-ahead'
import { ShellStyleSamples } from './shell-style-samples'

let warm: Root | undefined
/** Whether the shell is drawn: then its styles are written already (a late idle callback). */
let isShellShown = false

/**
 * The shell's antd styles are written while the user types on the sign-in page (drawStylesAhead).
 * The build's sheet of them (shell-antd-styles.css) serves a load at a signed-in address only:
 * antd reads its list of the styles held once, at its first component, which here is the sign-in
 * form's, before the shell's sheet has come. The copies stay until the shell has drawn its own
 * (`shellDrawn`).
 */
export function warmShellStyles(): void {
  if (warm || isShellShown) return
  warm = drawStylesAhead(<ShellStyleSamples />)
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
