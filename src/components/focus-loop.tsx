import type { KeyboardEvent, ReactNode } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  )
}

/**
 * Tab from a dialog's last control comes round to its first, Shift+Tab from the first to the last.
 * antd's own lock only sends back focus that lands elsewhere in the page; a dialog is the last
 * thing in the document, so Tab from its end left the page for the browser's controls. For a
 * Modal's `modalRender`.
 */
function FocusLoop({ children }: { children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return
    const stops = tabStops(event.currentTarget)
    const [first, last] = [stops[0], stops[stops.length - 1]]
    const from = document.activeElement
    const to = event.shiftKey ? (from === first ? last : null) : from === last ? first : null
    if (!to) return
    event.preventDefault()
    to.focus()
  }
  return <div onKeyDown={onKeyDown}>{children}</div>
}

export function loopFocus(panel: ReactNode): ReactNode {
  return <FocusLoop>{panel}</FocusLoop>
}
