import { createStore, useStore, type StoreApi } from 'zustand'
import type { FormSchema } from '../../form-schema/form-schema-types'
import {
  designerReducer,
  initialDesignerState,
  type DesignerAction,
  type DesignerState,
} from './designer-state'

/**
 * One designer's state (the pure reducer of designer-state.ts) in a store outside React's tree,
 * so each part subscribes to what it shows: a move re-renders the canvas's list and the
 * properties, not the designer with its tabs and the drag-and-drop context around the cards.
 * Whatever re-renders above the cards with a new context value (antd's Tabs, dnd-kit's
 * DndContext do on every render) makes React search every card's subtree for readers of that
 * context, which cost more than the move itself on a 100-field form (bench form-designer).
 */
export interface Designer {
  store: StoreApi<DesignerState>
  dispatch: (action: DesignerAction) => void
}

export function createDesigner(schema: FormSchema): Designer {
  const store = createStore<DesignerState>()(() => initialDesignerState(schema))
  const dispatch = (action: DesignerAction) =>
    store.setState(designerReducer(store.getState(), action), true)
  return { store, dispatch }
}

/** The part of the designer's state a component shows; it re-renders when that part changes. */
export function useDesigner<T>(designer: Designer, select: (state: DesignerState) => T): T {
  return useStore(designer.store, select)
}

export const wholeState = (state: DesignerState) => state
