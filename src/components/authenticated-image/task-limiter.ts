/** Runs tasks with at most `max` at once; the others wait in order. */
export interface TaskLimiter {
  run: <T>(task: () => Promise<T>) => Promise<T>
  /** Tasks running now (for tests and the bench). */
  readonly active: number
  readonly waiting: number
}

/**
 * A tiny queue: a 50-row page of thumbnails must not open 50 requests at once (the browser's
 * six connections would starve the page's own calls), so images load `max` at a time.
 */
export function createTaskLimiter(max: number): TaskLimiter {
  let active = 0
  const queue: (() => void)[] = []
  const next = () => {
    if (active >= max) return
    const start = queue.shift()
    if (start) start()
  }
  return {
    run: <T>(task: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        queue.push(() => {
          active += 1
          task()
            .then(resolve, reject)
            .finally(() => {
              active -= 1
              next()
            })
        })
        next()
      }),
    get active() {
      return active
    },
    get waiting() {
      return queue.length
    },
  }
}
