import { describe, expect, it } from 'vitest'
import { keepsPreviousRows } from './list-placeholder-rules'

describe('keepsPreviousRows', () => {
  it.each([
    ['another page of a list without fixed filters', { skipCount: 0 }, undefined, true],
    ['another page of the same section', { htdId: 'a', skipCount: 0 }, { htdId: 'a' }, true],
    ['another search in the same section', { htdId: 'a', filter: 'x' }, { htdId: 'a' }, true],
    ['another section', { htdId: 'a', skipCount: 0 }, { htdId: 'b' }, false],
    ['a section where there was none', { htdId: '' }, { htdId: 'b' }, false],
    ['one of two fixed filters changed', { projectId: 'p', htdId: 'a' }, { projectId: 'p', htdId: 'b' }, false], // prettier-ignore
    ['no previous query', undefined, { htdId: 'a' }, false],
  ])('%s → %s', (_case, previousInput, fixedFilters, expected) => {
    expect(keepsPreviousRows(previousInput, fixedFilters)).toBe(expected)
  })
})
