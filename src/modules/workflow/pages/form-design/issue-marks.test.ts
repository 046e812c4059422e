import { describe, expect, it } from 'vitest'
import type { DesignIssue } from './design-checks'
import { groupIssues, markKey } from './issue-marks'

const issue = (path: string, code = 'Required'): DesignIssue => ({ path, code })

describe('groupIssues', () => {
  // The checked schema's fields are, in order, the designer's f7, f2 and f9.
  const ids = ['f7', 'f2', 'f9']

  it.each([
    ['a field', 'fields[1].key', markKey('f2')],
    ['a member of a field', 'fields[2].computed', markKey('f9')],
    ['a table column', 'fields[0].columns[1].label', markKey('f7', 1)],
    ['the form itself', 'layout.columns', 'form'],
    ['a place the checked schema has no field at', 'fields[5].key', 'form'],
  ])('marks an issue of %s on %s', (_what, path, key) => {
    const marks = groupIssues([issue(path)], ids)
    expect([...marks.keys()]).toEqual([key])
  })

  it('follows the field, not its place: the same issue after a move is on the same id', () => {
    const before = groupIssues([issue('fields[0].key')], ['f7', 'f2'])
    const after = groupIssues([issue('fields[1].key')], ['f2', 'f7'])
    expect([...before.keys()]).toEqual(['f7'])
    expect([...after.keys()]).toEqual(['f7'])
  })

  it('keeps every issue of one place, in order', () => {
    const marks = groupIssues([issue('fields[0].key', 'A'), issue('fields[0].label', 'B')], ids)
    expect(marks.get('f7')?.map((i) => i.code)).toEqual(['A', 'B'])
  })
})
