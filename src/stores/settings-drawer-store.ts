import { create } from 'zustand'

interface SettingsDrawerState {
  isOpen: boolean
  openDrawer: () => void
  closeDrawer: () => void
}

/** Shared by the navbar's gear button and the drawer, which the layout renders apart. */
export const useSettingsDrawerStore = create<SettingsDrawerState>()((set) => ({
  isOpen: false,
  openDrawer: () => set({ isOpen: true }),
  closeDrawer: () => set({ isOpen: false }),
}))
