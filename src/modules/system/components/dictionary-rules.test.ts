import { describe, expect, it } from 'vitest'
import {
  findDictionaryDetails,
  findDictionaryLabel,
  toDictionaryOptions,
  type DictionaryWithEntries,
} from './dictionary-rules'

const detail = (value: string, label: string, sort: number | null, enabled?: boolean) => ({
  label,
  value,
  sort,
  ...(enabled === undefined ? {} : { enabled }),
})

const dictionaries: DictionaryWithEntries[] = [
  {
    name: 'ProjectStatus',
    details: [
      detail('InProgress', '在建', 2),
      detail('Unsorted', '未排序', null),
      detail('Preparing', '筹备中', 1),
      detail('Retired', '已废弃', 4, false),
      detail('Completed', '已竣工', 3, true),
    ],
  },
  { name: 'OrgType', details: [] },
]

describe('findDictionaryDetails', () => {
  it.each([
    ['the exact name', 'ProjectStatus'],
    ['another case', 'projectstatus'],
  ])('finds the dictionary by %s, sorted by sort (none last)', (_label, code) => {
    expect(findDictionaryDetails(dictionaries, code).map((d) => d.value)).toEqual([
      'Preparing',
      'InProgress',
      'Completed',
      'Retired',
      'Unsorted',
    ])
  })

  it.each([
    ['an unknown code', 'Nope'],
    ['a dictionary without details', 'OrgType'],
  ])('gives [] for %s', (_label, code) => {
    expect(findDictionaryDetails(dictionaries, code)).toEqual([])
  })
})

describe('toDictionaryOptions', () => {
  const details = findDictionaryDetails(dictionaries, 'ProjectStatus')

  it.each([
    ['offers the enabled entries only', [], ['Preparing', 'InProgress', 'Completed', 'Unsorted']],
    [
      'keeps a retired entry the record holds, disabled',
      ['Retired'],
      ['Preparing', 'InProgress', 'Completed', 'Retired', 'Unsorted'],
    ],
  ])('%s', (_label, current, expected) => {
    const options = toDictionaryOptions(details, current)
    expect(options.map((o) => o.value)).toEqual(expected)
    expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual(current)
  })
})

describe('findDictionaryLabel', () => {
  const details = findDictionaryDetails(dictionaries, 'ProjectStatus')

  it.each([
    ['an enabled entry', 'InProgress', '在建'],
    ['a retired entry', 'Retired', '已废弃'],
    ['an unknown value (raw)', 'Lost', 'Lost'],
  ])('labels %s', (_label, value, expected) => {
    expect(findDictionaryLabel(details, value)).toBe(expected)
  })
})
