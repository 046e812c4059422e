// The browser's own figure for an interaction (Event Timing, what INP is made of): from the input's
// time stamp to the frame presented after its handlers (the compositor's part included), in steps
// of 8 ms. Printed beside the designers' frame figures (issue 24) as a second opinion, without a
// budget: their own end point is a task after the main thread's frame, which may also wait for
// work queued before it (React's renders deferred past the paint).

/**
 * In the page: watches the next interaction (a key press or a click); `window.__interaction`
 * resolves with its longest entry's duration, read 200 ms after its first entry (an entry is
 * reported once its frame was presented). The browser reports entries of 16 ms and more: none
 * within a second means 8 ms at most, and it resolves with 8.
 */
export function watchNextInteraction() {
  const durations = []
  window.__interaction = new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries().filter((entry) => entry.interactionId > 0)
      if (entries.length === 0) return
      if (durations.length === 0) {
        clearTimeout(quiet)
        setTimeout(done, 200)
      }
      durations.push(...entries.map((entry) => entry.duration))
    })
    const done = () => {
      observer.disconnect()
      resolve(durations.length ? Math.max(...durations) : 8)
    }
    const quiet = setTimeout(done, 1000)
    observer.observe({ type: 'event', durationThreshold: 16 })
  })
}

/** Reads the figure armed by watchNextInteraction. */
export function readInteraction(page) {
  return page.evaluate(() => window.__interaction)
}
