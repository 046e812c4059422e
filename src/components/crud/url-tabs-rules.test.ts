import { describe, expect, it } from 'vitest'
import { readUrlTab, urlTabParams } from './url-tabs-rules'

const keys = ['todo', 'done', 'cc'] as const

describe('readUrlTab', () => {
  it.each([
    [null, 'todo'],
    ['', 'todo'],
    ['done', 'done'],
    ['cc', 'cc'],
    ['all', 'todo'], // not shown (no permission) or unknown: the first
  ])('%s → %s', (value, tab) => {
    expect(readUrlTab(value, keys)).toBe(tab)
  })
})

describe('urlTabParams', () => {
  it('the first tab is the plain address; another names itself, and nothing else', () => {
    expect(urlTabParams('todo', keys)).toEqual({})
    expect(urlTabParams('done', keys)).toEqual({ tab: 'done' })
    expect(urlTabParams('cc', keys, 'view')).toEqual({ view: 'cc' })
  })
})
