import { useLayoutEffect } from 'react'
import { useAppStore } from '@/stores/app-store'
import { detectDevice } from '@/utils/device'

/**
 * Spec §4 Device: mobile below 992 px, recomputed on resize. Becoming mobile closes the sidebar
 * without animation (it would otherwise slide over the page). Only the change closes it: phones
 * fire resize when the on-screen keyboard opens, which must not shut an overlay the user opened.
 * A layout effect, so a phone never paints the desktop sidebar first.
 */
export function useResponsiveDevice(): void {
  useLayoutEffect(() => {
    const update = () => {
      const device = detectDevice(window.innerWidth)
      const state = useAppStore.getState()
      if (device === state.device) return
      state.setDevice(device)
      if (device === 'mobile') state.closeSidebar(true)
    }
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
}
