import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/http/api-error'
import { notifier } from '@/feedback/notifier'
import { createAppQueryClient } from './query-client'
import { shouldRetryQuery } from './retry-rules'

const apiError = (status: number | null) => new ApiError({ message: `failed ${status}`, status })

afterEach(() => vi.restoreAllMocks())

describe('shouldRetryQuery', () => {
  it.each([
    [0, null, true],
    [0, 500, true],
    [0, 503, true],
    [1, null, false],
    [1, 500, false],
    [0, 400, false],
    [0, 401, false],
    [0, 403, false],
    [0, 404, false],
    [0, 409, false],
  ])('after %i failures, status %s → retry %s', (failures, status, expected) => {
    expect(shouldRetryQuery(failures, apiError(status))).toBe(expected)
  })

  it('does not retry what is not an API error (a bug)', () => {
    expect(shouldRetryQuery(0, new TypeError('x'))).toBe(false)
  })
})

describe('the app query client', () => {
  const fetchWith = (queryFn: () => Promise<unknown>, meta?: Record<string, unknown>) => {
    const client = createAppQueryClient()
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    })
    return client.fetchQuery({ queryKey: ['k'], queryFn, meta }).catch(() => undefined)
  }

  it('retries a 5xx once and shows one toast for the action', async () => {
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => {})
    const queryFn = vi.fn(() => Promise.reject(apiError(503)))
    await fetchWith(queryFn)
    expect(queryFn).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith('failed 503', undefined)
  })

  it('does not retry a 4xx, and leaves a 401 to the session end', async () => {
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => {})
    const notFound = vi.fn(() => Promise.reject(apiError(404)))
    await fetchWith(notFound)
    expect(notFound).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    await fetchWith(() => Promise.reject(apiError(401)))
    await fetchWith(() => Promise.reject(apiError(500)), { silent: true })
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('revokes an object URL when its query leaves the cache', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const client = createAppQueryClient()
    await client.fetchQuery({
      queryKey: ['avatar'],
      queryFn: () => Promise.resolve('blob:x'),
      meta: { objectUrl: true },
    })
    client.clear()
    expect(revoke).toHaveBeenCalledWith('blob:x')
  })
})
