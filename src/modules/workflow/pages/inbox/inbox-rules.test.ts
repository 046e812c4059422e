import { describe, expect, it } from 'vitest'
import { handleHref, inboxTabCounts, instanceHref } from './inbox-rules'

describe('row addresses', () => {
  it('a task to do opens the handle page, anything else its instance', () => {
    expect(handleHref('a b')).toBe('/workflow/handle?id=a%20b')
    expect(instanceHref('i-1')).toBe('/workflow/instance?id=i-1')
  })
})

describe('inboxTabCounts', () => {
  const summary = { todo: 4, overdue: 1, ccUnread: 2, delegatedToMe: 0 }
  it.each([
    ['nothing read yet', undefined, undefined, {}],
    ['the summary alone', summary, undefined, { todo: 4, cc: 2 }],
    ['the live count wins over the summary', summary, 6, { todo: 6, cc: 2 }],
    ['a live zero is a count', summary, 0, { todo: 0, cc: 2 }],
    ['the live count before the summary', undefined, 3, { todo: 3 }],
  ])('%s', (_label, given, live, expected) => {
    expect(inboxTabCounts(given, live)).toEqual(expected)
  })
})
