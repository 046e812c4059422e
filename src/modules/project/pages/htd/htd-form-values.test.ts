import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import type { HtdDto } from '@/modules/project/api/htd-api'
import { toHtdForm, toHtdInput, type HtdFormValues } from './htd-form-values'

const base: HtdFormValues = { htdName: ' 一标段 ', htdCode: ' DH01 ', sort: 1 }

describe('toHtdInput', () => {
  it.each<[string, Partial<HtdFormValues>, Partial<ReturnType<typeof toHtdInput>>]>([
    ['trims the name and code', {}, { htdName: '一标段', htdCode: 'DH01', sort: 1 }],
    ['sends no amount as null', { amount: undefined }, { amount: null }],
    ['keeps a zero amount', { amount: 0 }, { amount: 0 }],
    ['rounds the amount half away from zero', { amount: 1.005 }, { amount: 1.01 }],
    [
      'sends no unit as null',
      { contractorOrgId: undefined, supervisorOrgId: null },
      { contractorOrgId: null, supervisorOrgId: null },
    ],
    [
      'sends dates as YYYY-MM-DD',
      { startDate: dayjs('2023-03-15'), endDate: dayjs('2025-06-30') },
      { startDate: '2023-03-15', endDate: '2025-06-30' },
    ],
    ['sort 0 when cleared', { sort: undefined }, { sort: 0 }],
  ])('%s', (_case, change, expected) => {
    expect(toHtdInput({ ...base, ...change })).toMatchObject(expected)
  })
})

describe('toHtdForm', () => {
  it('reads the record’s values, dates as the day given', () => {
    const row = {
      htdName: '一标段',
      htdCode: 'DH01',
      sort: 1,
      contractorOrgId: 'c',
      supervisorOrgId: null,
      amount: 386500000,
      startDate: '2023-03-15T00:00:00',
      endDate: null,
    } as HtdDto
    const form = toHtdForm(row)
    expect(form).toMatchObject({ htdName: '一标段', contractorOrgId: 'c', amount: 386500000 })
    expect(form.startDate?.format('YYYY-MM-DD')).toBe('2023-03-15')
    expect(form.endDate).toBeNull()
  })
})
