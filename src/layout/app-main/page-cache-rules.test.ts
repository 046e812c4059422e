import { describe, expect, it } from 'vitest'
import { nextCachedPages, pickEvictions, type CachedPage } from './page-cache-rules'

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

describe('pickEvictions', () => {
  // Least recently shown first, the page on screen last; a cap of 3 pages.
  it.each<[string, string[], string[], { drop: string[]; ask: string[] }]>([
    ['nothing under the cap', ['/a', '/b'], ['/a'], { drop: [], ask: [] }],
    ['nothing at the cap', ['/a', '/b', '/c'], ['/a'], { drop: [], ask: [] }],
    [
      'the least recently shown, all clean',
      ['/a', '/b', '/c', '/d'],
      [],
      { drop: ['/a'], ask: [] },
    ],
    [
      'the next clean page instead of a dirty one',
      ['/a', '/b', '/c', '/d'],
      ['/a'],
      { drop: ['/b'], ask: [] },
    ],
    [
      'skips every dirty page to the clean one',
      ['/a', '/b', '/c', '/d'],
      ['/a', '/b'],
      { drop: ['/c'], ask: [] },
    ],
    [
      'asks about the least recently shown when all are dirty',
      ['/a', '/b', '/c', '/d'],
      ['/a', '/b', '/c'],
      { drop: [], ask: ['/a'] },
    ],
    [
      'never the page on screen, dirty or not',
      ['/a', '/b', '/c', '/d'],
      ['/a', '/b', '/c', '/d'],
      { drop: [], ask: ['/a'] },
    ],
    [
      'clean ones first, then asks for the rest',
      ['/a', '/b', '/c', '/d', '/e'],
      ['/a', '/c', '/d'],
      { drop: ['/b'], ask: ['/a'] },
    ],
  ])('%s', (_label, cached, dirty, expected) => {
    expect(pickEvictions(cached, (page) => dirty.includes(page), 3)).toEqual(expected)
  })

  it('keeps the page on screen with a cap below 1', () => {
    expect(pickEvictions(['/a', '/b'], () => false, 0)).toEqual({ drop: ['/a'], ask: [] })
  })
})
