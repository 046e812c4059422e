import { useCallback, useState } from 'react'

export interface DialogOpening<T> {
  /** What the open dialog shows (`{ mode: 'edit', id }`, a role…); null while none is open. */
  shown: T | null
  /**
   * Changes at each opening: mount the dialog with `key={key}`, so each opening starts afresh (a
   * new read of its record, nothing typed before carried over).
   */
  key: number
  open: (shown: T) => void
  close: () => void
}

/** One dialog of a page: what it shows while open, and a fresh mount per opening. */
export function useDialogOpening<T>(): DialogOpening<T> {
  const [{ shown, key }, setState] = useState<{ shown: T | null; key: number }>({
    shown: null,
    key: 0,
  })
  const open = useCallback((next: T) => setState((now) => ({ shown: next, key: now.key + 1 })), [])
  const close = useCallback(() => setState((now) => ({ shown: null, key: now.key })), [])
  return { shown, key, open, close }
}
