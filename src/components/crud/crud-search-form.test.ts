import { describe, expect, it } from 'vitest'
import { yesNoChoices } from './crud-search-form'

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
