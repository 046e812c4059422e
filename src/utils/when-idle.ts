/**
 * Runs `run` when the browser is idle (at the latest after `timeoutMs`; a short delay where there
 * is no requestIdleCallback). Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 200)
  return () => window.clearTimeout(id)
}
