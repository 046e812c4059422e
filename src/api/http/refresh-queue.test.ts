import { describe, expect, it, vi } from 'vitest'
import { createRefreshQueue } from './refresh-queue'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createRefreshQueue', () => {
  it('shares one refresh among concurrent callers', async () => {
    const pending = deferred<boolean>()
    const refresh = vi.fn(() => pending.promise)
    const queue = createRefreshQueue(refresh)
    const results = Promise.all([queue.refresh(), queue.refresh(), queue.refresh()])
    expect(queue.isRefreshing()).toBe(true)
    pending.resolve(true)
    expect(await results).toEqual([true, true, true])
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(queue.isRefreshing()).toBe(false)
  })

  it('starts a new refresh once the previous one has settled', async () => {
    const refresh = vi.fn(() => Promise.resolve(true))
    const queue = createRefreshQueue(refresh)
    await queue.refresh()
    await queue.refresh()
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('turns a rejected refresh into false for every waiter', async () => {
    const pending = deferred<boolean>()
    const queue = createRefreshQueue(() => pending.promise)
    const results = Promise.all([queue.refresh(), queue.refresh()])
    pending.reject(new Error('invalid_grant'))
    expect(await results).toEqual([false, false])
  })
})
