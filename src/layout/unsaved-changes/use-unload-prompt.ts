import { useEffect } from 'react'
import { hasAnyUnsaved, useUnsavedChangesStore } from '@/stores/unsaved-changes-store'

/** The browser's own "Leave site?" prompt: its text cannot be chosen, only whether it shows. */
function promptBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault()
  // Browsers before the standard preventDefault() (Chrome < 119) look at returnValue instead.
  event.returnValue = ''
}

/**
 * Closing or reloading the browser tab asks first while any page, shown or hidden, holds unsaved
 * changes. The listener is there only then: a page with `beforeunload` listeners is kept out of
 * the browser's back-forward cache.
 */
export function useUnloadPrompt(): void {
  const hasUnsaved = useUnsavedChangesStore(hasAnyUnsaved)
  useEffect(() => {
    if (!hasUnsaved) return
    window.addEventListener('beforeunload', promptBeforeUnload)
    return () => window.removeEventListener('beforeunload', promptBeforeUnload)
  }, [hasUnsaved])
}
