import { describe, expect, it } from 'vitest'
import { codeChoices, yesNoChoices } from './crud-search-form'

describe('yesNoChoices', () => {
  it.each([
    ['On', 'Off'],
    ['With errors', 'Without errors'],
  ])('offers %s as true and %s as false', (yes, no) => {
    expect(yesNoChoices(yes, no)).toEqual([
      { value: 'true', label: yes },
      { value: 'false', label: no },
    ])
  })
})

describe('codeChoices', () => {
  it.each([
    [
      ['GET', 'POST'],
      ['GET', 'POST'],
    ],
    [
      [200, 404],
      ['200', '404'],
    ],
    [[], []],
  ])('offers %j as %j, each its own label', (codes, values) => {
    expect(codeChoices(codes)).toEqual(values.map((value) => ({ value, label: value })))
  })
})
