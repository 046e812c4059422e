import { describe, expect, it } from 'vitest'
import { createTaskLimiter } from './task-limiter'

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('createTaskLimiter', () => {
  it.each([
    { max: 4, tasks: 10, running: 4, waiting: 6 },
    { max: 4, tasks: 3, running: 3, waiting: 0 },
    { max: 1, tasks: 2, running: 1, waiting: 1 },
  ])('runs $max of $tasks at once', async ({ max, tasks, running, waiting }) => {
    const limiter = createTaskLimiter(max)
    const gates = Array.from({ length: tasks }, deferred)
    gates.forEach((gate) => void limiter.run(() => gate.promise))
    await tick()
    expect([limiter.active, limiter.waiting]).toEqual([running, waiting])
  })

  it('starts the next in order when one ends, failed or not', async () => {
    const limiter = createTaskLimiter(1)
    const started: number[] = []
    const gates = [deferred(), deferred(), deferred()]
    const runs = gates.map((gate, i) =>
      limiter.run(() => {
        started.push(i)
        return gate.promise
      }),
    )
    await tick()
    expect(started).toEqual([0])
    gates[0].reject(new Error('lost'))
    await expect(runs[0]).rejects.toThrow('lost')
    await tick()
    expect(started).toEqual([0, 1])
    gates[1].resolve()
    await tick()
    expect(started).toEqual([0, 1, 2])
    gates[2].resolve()
    await Promise.all([runs[1], runs[2]])
    expect(limiter.active).toBe(0)
  })
})
