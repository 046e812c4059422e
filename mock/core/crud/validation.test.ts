import { describe, expect, it } from 'vitest'
import {
  boolean,
  email,
  enumeration,
  guid,
  guidList,
  integer,
  text,
  toValidationErrors,
  validateInput,
  type FieldSpecs,
  type WriteMode,
} from './validation.ts'

const id = '3A0F6C1E-5D22-3B6F-9A1A-2E4C6D8F4001'

describe('validateInput', () => {
  it.each<[string, FieldSpecs, WriteMode, unknown, unknown]>([
    ['trims strings', { name: text('CU', 5) }, 'create', { name: '  ab  ' }, { name: 'ab' }],
    ['blank optional → null', { note: text('-', 5) }, 'create', { note: '   ' }, { note: null }],
    ['max length counts after trimming', { name: text('CU', 2) }, 'create', { name: ' ab ' }, { name: 'ab' }],
    ['defaults', { sort: integer(0, 9, 0), on: boolean(true) }, 'create', {}, { sort: 0, on: true }],
    ['C! is ignored on update', { kind: enumeration('C!', [1, 2]) }, 'update', { kind: 9 }, { kind: 1 }],
    ['C is optional on update', { pw: text('C', 9) }, 'update', {}, { pw: null }],
    ['guids are lower-cased', { parentId: guid() }, 'create', { parentId: id }, { parentId: id.toLowerCase() }],
    ['id lists collapse duplicates', { ids: guidList(2) }, 'create', { ids: [id, id.toLowerCase()] }, { ids: [id.toLowerCase()] }],
  ])('%s', (_name, fields, mode, body, input) => {
    expect(validateInput(body, fields, mode)).toEqual({ ok: true, input })
  }) // prettier-ignore

  it.each<[string, FieldSpecs, WriteMode, unknown, string, string[]]>([
    ['required on create', { name: text('C', 5) }, 'create', {}, 'V1', []],
    ['required blank', { name: text('CU', 5) }, 'update', { name: '  ' }, 'V1', []],
    ['too long', { name: text('CU', 3) }, 'create', { name: 'abcd' }, 'V2', ['3']],
    ['pattern', { name: text('CU', 9, /^[a-z]+$/) }, 'create', { name: 'A1' }, 'V4', ['^[a-z]+$']],
    ['range', { name: integer(0, 9999, 0) }, 'create', { name: 10000 }, 'V3', ['0', '9999']],
    ['not an integer', { name: integer(0, 9, 0) }, 'create', { name: 1.5 }, 'V5', []],
    ['enum out of range', { name: enumeration('C!', [1, 2]) }, 'create', { name: 3 }, 'V5', []],
    ['enum required', { name: enumeration('C!', [1, 2]) }, 'create', {}, 'V1', []],
    ['bad guid', { name: guid() }, 'create', { name: 'x' }, 'V5', []],
    ['too many ids', { name: guidList(1) }, 'create', { name: [id, id] }, 'V6', ['1']],
    ['e-mail', { name: email('CU', 99) }, 'create', { name: 'nope' }, 'email', []],
    ['wrong type', { name: text('CU', 9) }, 'create', { name: 5 }, 'V5', []],
  ])('%s', (_name, fields, mode, body, rule, args) => {
    expect(validateInput(body, fields, mode)).toEqual({ ok: false, issues: [{ member: 'name', rule, args }] })
  }) // prettier-ignore

  it('reports every field error together and rejects a non-object body', () => {
    const fields = { name: text('CU', 2), sort: integer(0, 9, 0) }
    const result = validateInput({ name: 'abc', sort: -1 }, fields, 'create')
    expect(result.ok ? [] : result.issues.map((i) => i.member)).toEqual(['name', 'sort'])
    expect(validateInput(null, fields, 'create')).toEqual({
      ok: false,
      issues: [{ member: 'input', rule: 'V1', args: [] }],
    })
  })
})

describe('toValidationErrors', () => {
  it.each([
    ['en', 'The ProjName field is required.'],
    ['zh-Hans', '字段ProjName不可为空.'],
  ] as const)(
    'names the PascalCase property in %s and the camelCase member',
    (culture, message) => {
      const issues = [{ member: 'projName', rule: 'V1' as const, args: [] }]
      expect(toValidationErrors(culture, issues)).toEqual([{ message, members: ['projName'] }])
    },
  )

  it('fills the rule arguments', () => {
    const issues = [{ member: 'name', rule: 'V2' as const, args: ['64'] }]
    expect(toValidationErrors('en', issues)[0].message).toBe(
      'The field Name must be a string with a maximum length of 64.',
    )
  })
})
