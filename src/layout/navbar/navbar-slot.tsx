import { useContext } from 'react'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { NavbarPiecesContext } from './navbar-pieces'

/** The module pieces of the top bar (navbar-pieces.ts); each fails alone, with a retry. */
export function NavbarSlot() {
  return useContext(NavbarPiecesContext).map(({ key, Component }) => (
    <LazyPieceBoundary key={key}>
      <Component />
    </LazyPieceBoundary>
  ))
}
