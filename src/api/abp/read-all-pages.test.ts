import { describe, expect, it } from 'vitest'
import type { PagedListRequest } from './paged-result-dto'
import { readAllPages } from './read-all-pages'

function pagedSource(total: number) {
  const requests: PagedListRequest[] = []
  const rows = Array.from({ length: total }, (_, i) => i)
  const fetchPage = (page: PagedListRequest) => {
    requests.push(page)
    const items = rows.slice(page.skipCount, page.skipCount + page.maxResultCount)
    return Promise.resolve({ totalCount: total, items })
  }
  return { requests, fetchPage }
}

describe('readAllPages', () => {
  it.each([
    [0, [0]],
    [3, [0]],
    [1000, [0]],
    [1001, [0, 1000]],
    [2500, [0, 1000, 2000]],
  ])('reads %i rows with requests at %j', async (total, skips) => {
    const source = pagedSource(total)
    const rows = await readAllPages(source.fetchPage)
    expect(rows).toHaveLength(total)
    expect(source.requests.map((r) => r.skipCount)).toEqual(skips)
    expect(source.requests.every((r) => r.maxResultCount === 1000)).toBe(true)
  })

  it('stops on a short page even when totalCount says more (rows went meanwhile)', async () => {
    let calls = 0
    const rows = await readAllPages(() => {
      calls++
      return Promise.resolve({ totalCount: 5000, items: [1, 2] })
    })
    expect(rows).toEqual([1, 2])
    expect(calls).toBe(1)
  })
})
