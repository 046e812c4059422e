import { Component, type ReactNode } from 'react'

interface ScrollMemoryProps {
  /** The page shown now. */
  activeKey: string
  /** The pages still kept: positions of the others are forgotten. */
  liveKeys: readonly string[]
  children: ReactNode
}

// Plain property reads and writes: jsdom (tests) implements no window.scrollTo.
const windowScroller = (): Element => document.scrollingElement ?? document.documentElement

/**
 * Remembers the window's scroll position per page and restores it when the page is shown again
 * (a hidden page's display:none box loses its place); a page shown for the first time starts at
 * the top. The outgoing page's position is read in getSnapshotBeforeUpdate, React's one hook that
 * runs before the commit hides that page: afterwards the browser has already clamped the scroll to
 * the new content, and a scroll event may not have fired yet (Chrome fires one per frame).
 */
export class ScrollMemory extends Component<ScrollMemoryProps> {
  private readonly positions = new Map<string, number>()

  override getSnapshotBeforeUpdate(previous: ScrollMemoryProps): number | null {
    return previous.activeKey === this.props.activeKey ? null : windowScroller().scrollTop
  }

  override componentDidUpdate(previous: ScrollMemoryProps, _: unknown, outgoing: number | null) {
    if (outgoing !== null) {
      this.positions.set(previous.activeKey, outgoing)
      const incoming = this.positions.get(this.props.activeKey) ?? 0
      // Only a real move is written: setting scrollTop lays the whole page out at once, in the
      // middle of the commit, and the page's own effects may then invalidate it again before the
      // frame. Equal positions (most often both at the top) need nothing.
      if (incoming !== outgoing) windowScroller().scrollTop = incoming
    }
    const live = new Set(this.props.liveKeys)
    for (const key of this.positions.keys()) if (!live.has(key)) this.positions.delete(key)
  }

  override render(): ReactNode {
    return this.props.children
  }
}
