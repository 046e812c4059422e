import { useCallback, useEffect, useRef, useState } from 'react'

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

/**
 * One dialog of a page: what it shows while open, and a fresh mount per opening. Closing gives the
 * focus back to what had it at the opening (the New button, a row's Edit), once the dialog and its
 * focus lock are gone: the page unmounts the dialog at once, before antd's closing motion could.
 */
export function useDialogOpening<T>(): DialogOpening<T> {
  const [{ shown, key }, setState] = useState<{ shown: T | null; key: number }>({
    shown: null,
    key: 0,
  })
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback((next: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setState((now) => ({ shown: next, key: now.key + 1 }))
  }, [])
  const close = useCallback(() => setState((now) => ({ shown: null, key: now.key })), [])
  useEffect(() => {
    const element = opener.current
    if (shown !== null || !element) return
    opener.current = null
    if (element.isConnected) element.focus()
  }, [shown])
  return { shown, key, open, close }
}
