import { describe, expect, it } from 'vitest'
import { uppercaseFirst } from './text-format'

describe('uppercaseFirst', () => {
  it.each([
    ['hello world', 'Hello world'],
    ['Hello', 'Hello'],
    ['a', 'A'],
    ['', ''],
    ['éclair', 'Éclair'],
    ['1st', '1st'],
  ])('%j → %j', (input, expected) => {
    expect(uppercaseFirst(input)).toBe(expected)
  })
})
