/**
 * Runs `work` once the browser has painted the frame that shows what was just changed: in a task
 * after the next animation frame. For what must not hold back the answer to a click or a key press
 * (a drawer opening after the node it belongs to, a check over a whole long model). Returns a
 * cancel, for an effect's clean-up.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
