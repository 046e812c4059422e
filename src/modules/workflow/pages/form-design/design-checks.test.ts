import { describe, expect, it } from 'vitest'
import type { FormSchema } from '../../form-schema/form-schema-types'
import { designIssues, issuePlace } from './design-checks'

const withExpressions = (computed: string, column?: string): FormSchema => ({
  schemaVersion: 1,
  fields: [
    {
      key: 'items',
      type: 'table',
      label: { 'zh-Hans': '清单' },
      columns: [
        { key: 'qty', type: 'decimal', label: { 'zh-Hans': '数量' } },
        { key: 'price', type: 'money', label: { 'zh-Hans': '单价' } },
        {
          key: 'amount',
          type: 'money',
          label: { 'zh-Hans': '金额' },
          computed: column ?? 'qty * price',
        },
      ],
    },
    { key: 'rate', type: 'decimal', label: { 'zh-Hans': '费率' } },
    { key: 'total', type: 'money', label: { 'zh-Hans': '合计' }, computed },
  ],
})

/**
 * The shared check's issues as the designer words them: the name or position as the detail (the
 * English message only when there is none), an unsafe name under a code of its own. What each
 * code refuses is schema-validation.test.ts'.
 */
describe('designIssues: expressions', () => {
  it.each<[string, string, string | undefined, object[]]>([
    ['a valid total', 'sum(items.amount) * rate', undefined, []],
    ['a table length', 'len(items) > 0', undefined, []],
    ['a syntax error, at its position', 'sum(items.amount', undefined, [{ path: 'fields[2].computed', code: 'BadExpression', detail: '17' }]], // prettier-ignore
    ['an unknown function', 'eval(rate)', undefined, [{ path: 'fields[2].computed', code: 'BadExpression' }]], // prettier-ignore
    ['an unknown field', 'rate * discount', undefined, [{ path: 'fields[2].computed', code: 'UnknownField', detail: 'discount' }]], // prettier-ignore
    ['an unknown column', 'sum(items.weight)', undefined, [{ path: 'fields[2].computed', code: 'UnknownField', detail: 'items.weight' }]], // prettier-ignore
    ['constructor', 'constructor', undefined, [{ path: 'fields[2].computed', code: 'UnsafeName', detail: 'constructor' }]], // prettier-ignore
    ['__proto__', 'rate.__proto__', undefined, [{ code: 'UnsafeName', detail: '__proto__' }]],
    ['globalThis', 'globalThis', undefined, [{ code: 'UnsafeName', detail: 'globalThis' }]],
    ['this', 'this', undefined, [{ code: 'UnsafeName', detail: 'this' }]],
    ['self', 'self', undefined, [{ code: 'UnsafeName', detail: 'self' }]],
    ['a condition-only context name', "htd.code == 'DH01'", undefined, [{ code: 'UnknownField', detail: 'htd.code' }]], // prettier-ignore
    ['a blank text, in the checker’s words', ' ', undefined, [{ path: 'fields[2].computed', code: 'BadExpression', message: 'An expression is a non-empty text' }]], // prettier-ignore
    ['a column reading the top level', 'rate', 'qty * price * rate', []],
    ['a column reading an unknown name', 'rate', 'qty * cost', [{ path: 'fields[0].columns[2].computed', code: 'UnknownField', detail: 'cost' }]], // prettier-ignore
    ['a top-level field reading a bare column', 'qty', undefined, [{ code: 'UnknownField', detail: 'qty' }]], // prettier-ignore
  ])('%s', (_, computed, column, expected) => {
    const issues = designIssues(withExpressions(computed, column))
    expect(issues).toHaveLength(expected.length)
    expected.forEach((issue, i) => expect(issues[i]).toMatchObject(issue))
    // Worded in the UI's language: no English message beside a detail.
    issues.filter((i) => i.detail !== undefined).forEach((i) => expect(i.message).toBeUndefined())
  })

  it('checks visibleWhen too', () => {
    const schema = withExpressions('rate')
    schema.fields[1].visibleWhen = 'total >'
    expect(designIssues(schema)).toEqual([
      expect.objectContaining({ path: 'fields[1].visibleWhen', code: 'BadExpression' }),
    ])
  })
})

describe('issuePlace', () => {
  it.each([
    ['fields[2].computed', { field: 2, member: 'computed' }],
    ['fields[0].columns[3].key', { field: 0, column: 3, member: 'key' }],
    ['fields[4]', { field: 4 }],
    ['fields[1].options[0].value', { field: 1, member: 'options' }],
    ['layout.columns', null],
  ])('%s → %j', (path, expected) => {
    expect(issuePlace(path)).toEqual(expected)
  })
})

describe('designIssues: keys', () => {
  it('marks a reserved, a bad and a repeated key at their paths, columns included', () => {
    const schema = {
      schemaVersion: 1,
      fields: [
        { key: 'constructor', type: 'input', label: { 'zh-Hans': '甲' } },
        {
          key: 'items',
          type: 'table',
          label: { 'zh-Hans': '乙' },
          columns: [
            { key: 'qty', type: 'number', label: { 'zh-Hans': '丙' } },
            { key: 'qty', type: 'number', label: { 'zh-Hans': '丁' } },
          ],
        },
        { key: 'Total', type: 'money', label: { 'zh-Hans': '戊' } },
      ],
    } as FormSchema
    expect(designIssues(schema)).toEqual([
      { path: 'fields[0].key', code: 'ReservedKey', detail: 'constructor' },
      { path: 'fields[1].columns[1].key', code: 'DuplicateKey', detail: 'qty' },
      { path: 'fields[2].key', code: 'BadKey', detail: 'Total' },
    ])
  })

  it('words a code that needs no detail in the UI language, without the checker’s English', () => {
    const schema = {
      schemaVersion: 1,
      fields: [{ key: 'a', type: 'select', label: { 'zh-Hans': '甲' }, options: [] }],
    } as unknown as FormSchema
    expect(designIssues(schema)).toEqual([{ path: 'fields[0].options', code: 'BadOptions' }])
  })

  it('keeps the checker’s message for a code it cannot word without its fault', () => {
    const schema = { schemaVersion: 1, fields: 'none' } as unknown as FormSchema
    const [issue] = designIssues(schema)
    expect(issue.detail).toBeUndefined()
    expect(issue.message).toEqual(expect.any(String))
  })
})
