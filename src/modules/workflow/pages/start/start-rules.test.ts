import { describe, expect, it } from 'vitest'
import type { UserProjectAssignmentDto } from '@/api/session/user-projects-api'
import type { FormSchema } from '@/modules/workflow/form-schema/form-schema-types'
import type { StartableSchemeDto } from '@/modules/workflow/api/instance-dtos'
import {
  branchConditions,
  fieldsReadBy,
  grantedSections,
  groupByCategory,
  previewKeyOf,
} from './start-rules'

const project = {
  id: 'p1',
  projName: '东环高速',
  sort: 1,
  htds: [
    { id: 'h2', htdName: '二标段', sort: 2 },
    { id: 'h1', htdName: '一标段', sort: 1 },
  ],
}
const label = (zh: string) => ({ 'zh-Hans': zh })
const schema: FormSchema = {
  schemaVersion: 1,
  fields: [
    { key: 'htdId', type: 'htd', label: label('合同段') },
    { key: 'period', type: 'date', label: label('计量期'), defaultValue: '2024-03' },
    { key: 'items', type: 'table', label: label('清单'), minRows: 2, columns: [] },
    { key: 'total', type: 'money', label: label('金额'), computed: 'sum(items.amount)' },
  ],
}

describe('grantedSections', () => {
  it.each<[string, UserProjectAssignmentDto[], string[]]>([
    [
      'a grant on the whole project: every section',
      [{ projId: 'p1', htdId: null, project }],
      ['h1', 'h2'],
    ],
    [
      'grants on sections: those',
      [{ projId: 'p1', htdId: 'h2', htd: project.htds[0], project }],
      ['h2'],
    ],
    [
      'another project: none',
      [{ projId: 'p9', htdId: null, project: { ...project, id: 'p9' } }],
      [],
    ],
  ])('%s', (_, assignments, ids) => {
    expect(grantedSections(assignments, 'p1').map((s) => s.id)).toEqual(ids)
  })
})

describe('groupByCategory', () => {
  const scheme = (name: string, category: string | null) =>
    ({
      schemeId: name,
      version: 1,
      name,
      icon: null,
      category,
      needsHtd: true,
    }) satisfies StartableSchemeDto
  it('groups in the order of first appearance, no category last', () => {
    const groups = groupByCategory([scheme('a', null), scheme('b', '质量'), scheme('c', '计量支付'), scheme('d', '质量')]) // prettier-ignore
    expect(groups.map((g) => [g.category, g.schemes.map((s) => s.name)])).toEqual([
      ['质量', ['b', 'd']],
      ['计量支付', ['c']],
      [null, ['a']],
    ])
  })
})

describe('fields a branch reads', () => {
  const model = {
    id: 'start',
    type: 1,
    childNode: {
      id: 'b',
      type: 5,
      branches: [
        { id: 'x', condition: "total > 5000000 && htd.code == 'period'", priority: 1 },
        { id: 'y', isDefault: true, priority: 2, childNode: { id: 'c', type: 5, branches: [{ condition: 'len(items) > 3' }] } }, // prettier-ignore
      ],
    },
  }
  it('collects conditions wherever they sit, and the fields they name', () => {
    const conditions = branchConditions(model)
    expect(conditions).toEqual(["total > 5000000 && htd.code == 'period'", 'len(items) > 3'])
    expect(fieldsReadBy(conditions, schema)).toEqual(['total', 'items'])
  })
  it('is every field when the model is unknown, none when nothing branches', () => {
    expect(fieldsReadBy(null, schema)).toBeNull()
    expect(fieldsReadBy(branchConditions(undefined), schema)).toEqual([])
  })
  it('keys a preview by the fields read only', () => {
    const a = previewKeyOf({ total: 1, remark: 'x' }, ['total'])
    expect(previewKeyOf({ total: 1, remark: 'y' }, ['total'])).toBe(a)
    expect(previewKeyOf({ total: 2, remark: 'x' }, ['total'])).not.toBe(a)
    expect(previewKeyOf({ remark: 'x' }, null)).not.toBe(previewKeyOf({ remark: 'y' }, null))
  })
})
