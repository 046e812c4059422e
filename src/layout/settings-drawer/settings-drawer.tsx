import { useState } from 'react'
import { LazyPieceBoundary } from '@/components/lazy-piece/lazy-piece-boundary'
import { retryingLazy } from '@/components/lazy-piece/retrying-lazy'
import { useSettingsStore } from '@/stores/settings-store'
import { useSettingsDrawerStore } from '@/stores/settings-drawer-store'

// The drawer's code (switches, swatches, drawer) loads when it is first opened.
const SettingsDrawerPanel = retryingLazy(
  () => import('./settings-drawer-panel'),
  (module) => module.SettingsDrawerPanel,
)

/** Spec §2/§3: the page-style settings. Renders nothing until first opened. */
export function SettingsDrawer() {
  const showSettings = useSettingsStore((s) => s.showSettings)
  const isOpen = useSettingsDrawerStore((s) => s.isOpen)
  const closeDrawer = useSettingsDrawerStore((s) => s.closeDrawer)
  const [wasOpened, setWasOpened] = useState(false)
  if (isOpen && !wasOpened) setWasOpened(true)
  if (!showSettings || !wasOpened) return null
  // Closing a failed load forgets it: the next opening loads the drawer again.
  const closeFailure = () => {
    closeDrawer()
    setWasOpened(false)
  }
  return (
    <LazyPieceBoundary onClose={closeFailure}>
      <SettingsDrawerPanel />
    </LazyPieceBoundary>
  )
}
