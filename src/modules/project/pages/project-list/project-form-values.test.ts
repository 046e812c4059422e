import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import type { ProjectDto } from '@/modules/project/api/project-api'
import { toProjectForm, toProjectInput, type ProjectFormValues } from './project-form-values'

const base: ProjectFormValues = { projName: ' 东环高速 ', projCode: ' DHGS-2023 ', sort: 5 }

describe('toProjectInput', () => {
  it.each<[string, Partial<ProjectFormValues>, Partial<ReturnType<typeof toProjectInput>>]>([
    ['trims the name and code', {}, { projName: '东环高速', projCode: 'DHGS-2023', sort: 5 }],
    [
      'sends empty optional texts as null',
      { location: '  ', description: '' },
      { location: null, description: null },
    ],
    [
      'sends no choice as null',
      { projType: undefined, ownerOrgId: undefined },
      { projType: null, ownerOrgId: null },
    ],
    [
      'sends dates as YYYY-MM-DD',
      { startDate: dayjs('2024-03-01T09:30:00'), endDate: null },
      { startDate: '2024-03-01', endDate: null },
    ],
    [
      'keeps the units',
      { ownerOrgId: 'o1', constructorOrgId: 'c1' },
      { ownerOrgId: 'o1', constructorOrgId: 'c1' },
    ],
    ['sort 0 when cleared', { sort: undefined }, { sort: 0 }],
  ])('%s', (_case, change, expected) => {
    expect(toProjectInput({ ...base, ...change })).toMatchObject(expected)
  })
})

describe('toProjectForm', () => {
  it('reads ABP dates as the day given, and keeps a retired dictionary value', () => {
    const row = {
      projName: 'P',
      projCode: 'P1',
      projType: 'Retired',
      status: 'InProgress',
      sort: 10,
      startDate: '2023-03-01T00:00:00',
      endDate: null,
      location: null,
      ownerOrgId: 'o1',
      constructorOrgId: null,
      description: null,
    } as ProjectDto
    const form = toProjectForm(row)
    expect(form.startDate?.format('YYYY-MM-DD')).toBe('2023-03-01')
    expect(form.endDate).toBeNull()
    expect(form).toMatchObject({ projType: 'Retired', status: 'InProgress', ownerOrgId: 'o1' })
  })
})
