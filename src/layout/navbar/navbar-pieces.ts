import { createContext, type ComponentType } from 'react'

/**
 * A piece of the top bar that a module provides (the notice module's bell): the layout knows no
 * module, so the composition root hands the pieces over (app/app-shell-with-pieces.tsx). They come
 * in the shell's own chunk: drawn with the shell's first paint, with no chunk or request of their
 * own.
 */
export interface NavbarPiece {
  key: string
  Component: ComponentType
}

/** The top bar's module pieces, drawn in order before the language menu. */
export const NavbarPiecesContext = createContext<readonly NavbarPiece[]>([])
