import { lazy, Suspense, useState } from 'react'
import { useSettingsStore } from '@/stores/settings-store'
import { useSettingsDrawerStore } from '@/stores/settings-drawer-store'

// The drawer's code (switches, swatches, drawer) loads when it is first opened.
const SettingsDrawerPanel = lazy(async () => ({
  default: (await import('./settings-drawer-panel')).SettingsDrawerPanel,
}))

/** Spec §2/§3: the page-style settings. Renders nothing until first opened. */
export function SettingsDrawer() {
  const showSettings = useSettingsStore((s) => s.showSettings)
  const isOpen = useSettingsDrawerStore((s) => s.isOpen)
  const [wasOpened, setWasOpened] = useState(false)
  if (isOpen && !wasOpened) setWasOpened(true)
  if (!showSettings || !wasOpened) return null
  return (
    <Suspense fallback={null}>
      <SettingsDrawerPanel />
    </Suspense>
  )
}
