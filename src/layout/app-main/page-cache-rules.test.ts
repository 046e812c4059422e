import { describe, expect, it } from 'vitest'
import { nextCachedPages, type CachedPage } from './page-cache-rules'

type Page = CachedPage<string, string>
const page = (key: string, element = `<${key}>`, location = key): Page => ({
  key,
  element,
  location,
})
const keys = (pages: readonly Page[]) => pages.map((p) => p.key)
const sameAddress = (kept: string, shown: string) => kept === shown

describe('nextCachedPages', () => {
  const a = page('/a')
  const b = page('/b')
  const c = page('/c')

  it.each<[string, Page[], Page, string[], string[]]>([
    ['adds the first page', [], a, [], ['/a']],
    ['appends a new active page', [a], b, ['/a', '/b'], ['/a', '/b']],
    [
      'keeps cached pages in place when one of them is shown',
      [a, b, c],
      a,
      ['/a', '/b', '/c'],
      ['/a', '/b', '/c'],
    ],
    ['drops a page that left the cache', [a, b, c], c, ['/a', '/c'], ['/a', '/c']],
    ['drops the previous page when nothing is cached', [a], b, [], ['/b']],
    ['keeps the active page even when not cached', [a, b], b, ['/a'], ['/a', '/b']],
  ])('%s', (_label, pages, active, keep, expected) => {
    expect(keys(nextCachedPages(pages, active, keep, sameAddress))).toEqual(expected)
  })

  it('returns the same array when nothing changed', () => {
    const pages = [a, b]
    expect(nextCachedPages(pages, b, ['/a', '/b'], sameAddress)).toBe(pages)
  })

  it('keeps the page as it was when it is shown again at the same address', () => {
    const pages = [a, b]
    // A new navigation to the same address: the router made a new element for it.
    expect(nextCachedPages(pages, page('/b', '<b again>'), ['/a', '/b'], sameAddress)).toBe(pages)
  })

  it('replaces the active page when its address changed, keeping hidden ones', () => {
    const newerB = page('/b', '<b v2>', '/b?page=2')
    const next = nextCachedPages([a, b], newerB, ['/a', '/b'], sameAddress)
    expect(next).toEqual([a, newerB])
    expect(next[0]).toBe(a)
  })
})
