import type { Root } from 'react-dom/client'
import { drawStylesAhead } from '@/components/providers/draw-styles-ahead'
import { ShellStyleSamples } from './shell-style-samples'

let warm: Root | undefined
/** Whether the shell is drawn: then its styles are written already (a late idle callback). */
let isShellShown = false

/**
 * The shell's antd components are drawn once while the user types on the sign-in page
 * (drawStylesAhead). Their component styles come with the build (shell-antd-styles.css, loaded with
 * the shell's code before this runs); what is done ahead here is the rest of their first drawing:
 * the first run of their code and antd's theme work. Without it the click on Sign in → shell took
 * about 0.4 s longer on the phone (login-phone, two pairs of runs). The copies stay until the shell
 * has drawn its own (`shellDrawn`).
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
