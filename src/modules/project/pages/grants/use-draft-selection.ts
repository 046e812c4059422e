import { useEffect, useState } from 'react'
import { isSameSelection } from './grant-rules'

/**
 * A list of ids the user changes before saving: what is held until the first change, then the
 * draft. Reports whether it differs from what is held (`onDirtyChange`).
 */
export function useDraftSelection(
  held: readonly string[],
  onDirtyChange: (dirty: boolean) => void,
) {
  const [draft, setDraft] = useState<readonly string[] | null>(null)
  const selected = draft ?? held
  const isDirty = draft !== null && !isSameSelection(held, draft)
  useReportDirty(isDirty, onDirtyChange)
  return { selected, isDirty, setSelected: setDraft, reset: () => setDraft(null) }
}

/** Tells the page about unsaved changes, and that none are left when the panel goes. */
export function useReportDirty(isDirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => {
    onDirtyChange(isDirty)
    return () => onDirtyChange(false)
  }, [isDirty, onDirtyChange])
}
