import { describe, expect, it } from 'vitest'
import { splitTags } from './tag-list-rules'

describe('splitTags', () => {
  it.each([
    [[], 3, [], []],
    [['a', 'b'], 3, ['a', 'b'], []],
    [['a', 'b', 'c', 'd'], 3, ['a', 'b', 'c', 'd'], []],
    [['a', 'b', 'c', 'd', 'e'], 3, ['a', 'b', 'c'], ['d', 'e']],
    [['a', 'b', 'c'], 0, [], ['a', 'b', 'c']],
    [['a', 'b'], -1, [], ['a', 'b']],
  ])('%j, max %d → shown %j, hidden %j', (values, max, shown, hidden) => {
    expect(splitTags(values, max)).toEqual({ shown, hidden })
  })
})
