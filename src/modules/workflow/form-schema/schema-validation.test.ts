import { describe, expect, it } from 'vitest'
import { designChangeForm } from './fixtures/design-change'
import { materialInspectionForm } from './fixtures/material-inspection'
import { measurementPaymentForm } from './fixtures/measurement-payment'
import { validateFormSchema } from './schema-validation'

const label = { 'zh-Hans': '字段' }
const field = (key: string, type = 'input', more: Record<string, unknown> = {}) => ({ key, type, label, ...more }) // prettier-ignore
const schemaOf = (...fields: unknown[]) => ({ schemaVersion: 1, layout: { columns: 2 }, fields })
const money = (key: string, computed?: string) => field(key, 'money', computed ? { computed } : {}) // prettier-ignore
const items = (...columns: unknown[]) => field('items', 'table', { columns })
/** [path, code] of each issue: what the designer pins to a field. */
const issuesOf = (schema: unknown, dictionaries?: string[]) =>
  validateFormSchema(schema, { dictionaries }).map((issue) => [issue.path, issue.code])

describe('validateFormSchema', () => {
  it('accepts the three seeded forms', () => {
    for (const form of [measurementPaymentForm, designChangeForm, materialInspectionForm]) {
      expect(validateFormSchema(form, { dictionaries: ['MaterialUnit', 'WorkflowCategory'] })).toEqual([]) // prettier-ignore
    }
  })

  it.each([
    ['constructor'],
    ['prototype'],
    ['toString'],
    ['valueOf'],
    ['hasOwnProperty'],
    ['__proto__'],
    ['starter'],
    ['htd'],
    ['project'],
    ['row'],
    ['true'],
    ['null'],
  ])('refuses the reserved key %s', (key) => {
    expect(issuesOf(schemaOf(field(key)))).toEqual([['fields[0].key', 'ReservedKey']])
    expect(issuesOf(schemaOf(items(field(key))))).toEqual([['fields[0].columns[0].key', 'ReservedKey']]) // prettier-ignore
  })

  it.each([[''], ['Amount'], ['1st'], ['_x'], ['a-b'], ['a.b'], [undefined]])(
    'refuses the key %j (BadKey)',
    (key) => {
      expect(issuesOf(schemaOf({ type: 'input', label, key }))).toEqual([['fields[0].key', 'BadKey']]) // prettier-ignore
    },
  )

  it('refuses a key twice in one level, not in two levels', () => {
    expect(issuesOf(schemaOf(field('a'), field('b'), field('a')))).toEqual([['fields[2].key', 'DuplicateKey']]) // prettier-ignore
    expect(issuesOf(schemaOf(field('qty'), items(field('qty'), field('qty'))))).toEqual([['fields[1].columns[1].key', 'DuplicateKey']]) // prettier-ignore
  })

  it.each([
    ['an unknown field', money('total', 'price * 2'), 'UnknownField'],
    ['a context name (branch conditions only)', field('a', 'input', { visibleWhen: "htd.code == 'DH01'" }), 'UnknownField'], // prettier-ignore
    ['a column of no table', money('total', 'sum(other.amount)'), 'UnknownField'],
    ['globalThis', field('a', 'input', { visibleWhen: 'globalThis' }), 'BadExpression'],
    ['this', field('a', 'input', { visibleWhen: 'this == null' }), 'BadExpression'],
    ['constructor', money('total', 'constructor'), 'BadExpression'],
    ['__proto__', field('a', 'input', { visibleWhen: 'a.__proto__ == null' }), 'BadExpression'],
    ['an unknown function', money('total', 'eval(1)'), 'BadExpression'],
    ['a syntax error', money('total', '1 +'), 'BadExpression'],
    ['a wrong argument count', money('total', 'round(1)'), 'BadExpression'],
    ['an empty text', field('a', 'input', { visibleWhen: ' ' }), 'BadExpression'],
    ['a non-text expression', money('total', 42 as unknown as string), 'BadExpression'],
  ])('refuses an expression with %s', (_name, bad, code) => {
    const [issue] = validateFormSchema(schemaOf(bad))
    expect([issue.path, issue.code]).toEqual([`fields[0].${'computed' in bad ? 'computed' : 'visibleWhen'}`, code]) // prettier-ignore
  })

  it('reads a column expression in its row first, then the top level', () => {
    const ok = schemaOf(field('rate', 'decimal', { scale: 2 }), items(field('qty', 'number'), money('amount', 'qty * rate')), money('total', 'sum(items.amount)')) // prettier-ignore
    expect(issuesOf(ok)).toEqual([])
    const bad = schemaOf(items(money('amount', 'price * rate')), field('price', 'money'), money('x', 'qty')) // prettier-ignore
    expect(issuesOf(bad)).toEqual([['fields[0].columns[0].computed', 'UnknownField'], ['fields[2].computed', 'UnknownField']]) // prettier-ignore
  })

  it('finds a cycle of computed fields, across a table and the top level too', () => {
    expect(issuesOf(schemaOf(money('a', 'b + 1'), money('b', 'a + 1')))).toEqual([['fields[0].computed', 'ComputedCycle']]) // prettier-ignore
    expect(issuesOf(schemaOf(money('a', 'a')))).toEqual([['fields[0].computed', 'ComputedCycle']]) // prettier-ignore
    expect(issuesOf(schemaOf(items(money('amount', 'total')), money('total', 'sum(items.amount)')))).toEqual([['fields[0].columns[0].computed', 'ComputedCycle']]) // prettier-ignore
  })

  it('computes number, decimal and money fields only', () => {
    expect(issuesOf(schemaOf(field('n', 'number'), field('t', 'input', { computed: 'n' })))).toEqual([['fields[1].computed', 'ComputedNotNumeric']]) // prettier-ignore
    expect(issuesOf(schemaOf(field('n', 'number'), field('d', 'decimal', { computed: 'n * 2', scale: 3 })))).toEqual([]) // prettier-ignore
    expect(issuesOf(schemaOf(field('t', 'input', { computed: 5 })))).toEqual([['fields[0].computed', 'ComputedNotNumeric']]) // prettier-ignore
  })

  it('counts columns among the 200 fields', () => {
    const columns = Array.from({ length: 199 }, (_, i) => field(`c${i}`))
    expect(issuesOf(schemaOf(items(...columns)))).toEqual([])
    expect(issuesOf(schemaOf(field('a'), items(...columns)))).toEqual([['fields', 'TooManyFields']]) // prettier-ignore
  })

  it.each([
    ['no options', { options: [] }, 'fields[0].options'],
    ['options not a list', { options: 'a,b' }, 'fields[0].options'],
    ['a value twice', { options: [{ value: 'a', label }, { value: 'a', label }] }, 'fields[0].options[1]'], // prettier-ignore
    ['a blank value', { options: [{ value: '', label }] }, 'fields[0].options[0]'],
    ['a label without Chinese', { options: [{ value: 'a', label: { en: 'A' } }] }, 'fields[0].options[0]'], // prettier-ignore
  ])('refuses a select with %s (BadOptions)', (_name, more, path) => {
    expect(issuesOf(schemaOf(field('s', 'select', more)))).toEqual([[path, 'BadOptions']])
  })

  it('knows the dictionaries it is told of', () => {
    const dict = field('unit', 'dict', { dictionary: 'MaterialUnit' })
    expect(issuesOf(schemaOf(dict), ['MaterialUnit'])).toEqual([])
    expect(issuesOf(schemaOf(dict), ['ProjectType'])).toEqual([['fields[0].dictionary', 'UnknownDictionary']]) // prettier-ignore
    expect(issuesOf(schemaOf(field('unit', 'dict')))).toEqual([['fields[0].dictionary', 'UnknownDictionary']]) // prettier-ignore
  })

  it.each([
    ['maxLength 0', field('a', 'input', { maxLength: 0 }), 'fields[0].maxLength'],
    ['min above max', field('a', 'number', { min: 5, max: 1 }), 'fields[0].max'],
    ['min not a number', field('a', 'number', { min: '1' }), 'fields[0].min'],
    ['scale 7', field('a', 'decimal', { scale: 7 }), 'fields[0].scale'],
    ['minRows above maxRows', items(field('q')), 'fields[0].maxRows', { minRows: 5, maxRows: 2 }],
    ['maxCount 0', field('a', 'upload', { maxCount: 0 }), 'fields[0].maxCount'],
    ['span 3', field('a', 'input', { span: 3 }), 'fields[0].span'],
  ])('refuses %s (BadLimits)', (_name, bad, path, more?: Record<string, unknown>) => {
    expect(issuesOf(schemaOf({ ...bad, ...more }))).toEqual([[path, 'BadLimits']])
  })

  it('refuses a layout of 3 columns (BadLimits)', () => {
    expect(issuesOf({ ...schemaOf(field('a')), layout: { columns: 3 } })).toEqual([['layout.columns', 'BadLimits']]) // prettier-ignore
  })

  it.each([
    ['not an object', 'schema', ''],
    ['no fields', { schemaVersion: 1 }, 'fields'],
    ['another version', { schemaVersion: 2, fields: [] }, 'schemaVersion'],
    ['a field not an object', schemaOf(null), 'fields[0]'],
    ['an unknown type', schemaOf(field('a', 'script')), 'fields[0].type'],
    ['a table in a table', schemaOf(items(field('inner', 'table', { columns: [field('x')] }))), 'fields[0].columns[0].type'], // prettier-ignore
    ['a divider in a table', schemaOf(items(field('d', 'divider'))), 'fields[0].columns[0].type'],
    ['a table without columns', schemaOf(items()), 'fields[0].columns'],
    ['a label without Chinese', schemaOf({ key: 'a', type: 'input', label: { en: 'A' } }), 'fields[0].label'], // prettier-ignore
    ['a label in another language', schemaOf({ key: 'a', type: 'input', label: { 'zh-Hans': '甲', fr: 'A' } }), 'fields[0].label'], // prettier-ignore
    ['help not a label', schemaOf(field('a', 'input', { help: 'text' })), 'fields[0].help'],
  ])('refuses %s (BadStructure)', (_name, schema, path) => {
    expect(issuesOf(schema)).toEqual([[path, 'BadStructure']])
  })

  it('reports every problem at once, each with a message', () => {
    const issues = validateFormSchema(schemaOf(field('row'), field('a', 'select'), money('t', 'x')))
    expect(issues.map((issue) => issue.code)).toEqual(['ReservedKey', 'BadOptions', 'UnknownField'])
    expect(issues.every((issue) => typeof issue.message === 'string')).toBe(true)
    // The API's shape: the fault the designer words (checkFormSchema) is not sent.
    expect(issues.map((issue) => Object.keys(issue).sort())).toEqual(Array(3).fill(['code', 'message', 'path'])) // prettier-ignore
  })
})
