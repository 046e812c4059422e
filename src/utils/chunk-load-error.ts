/** Why a lazily loaded chunk (a page, a piece of the shell) could not be loaded, after its retry. */
export class ChunkLoadError extends Error {
  /** The file is gone from the server (a deploy since the tab opened): only a reload helps. */
  readonly isGone: boolean
  /**
   * Puts a fresh React `lazy` in place of the one that failed (retryingLazy), so that the next
   * render loads the chunk again. The error boundary calls it once it shows the failure.
   */
  forget?: () => void

  constructor(cause: unknown, isGone: boolean) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'ChunkLoadError'
    this.isGone = isGone
  }
}
