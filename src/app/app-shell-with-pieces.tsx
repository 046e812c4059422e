import { useHasAbpApi } from '@/auth/use-session'
import AppShell from '@/layout/app-shell'
import { NavbarPiecesContext, type NavbarPiece } from '@/layout/navbar/navbar-pieces'
import NoticeBell from '@/modules/notice/components/bell/notice-bell'

// Started by the layout route's loader once the shell's code is here (create-route-objects.tsx).
export { startShellQueries } from '@/layout/start-shell-queries'
// Drawn while the user types on the sign-in page (create-route-objects.tsx).
export { warmShellStyles } from '@/layout/warm-shell-styles'

/** The modules' pieces of the top bar, in order. */
const navbarPieces: readonly NavbarPiece[] = [{ key: 'notice-bell', Component: NoticeBell }]
const noPieces: readonly NavbarPiece[] = []

/**
 * The signed-in shell with the modules' pieces handed in: the route table loads this (lazily, so
 * the sign-in page carries none of it), and the pieces share the shell's chunk. The demo sign-in
 * has no ABP backend: no piece that calls it (the bell's counts).
 */
export default function AppShellWithPieces() {
  const hasAbpApi = useHasAbpApi()
  return (
    <NavbarPiecesContext.Provider value={hasAbpApi ? navbarPieces : noPieces}>
      <AppShell />
    </NavbarPiecesContext.Provider>
  )
}
