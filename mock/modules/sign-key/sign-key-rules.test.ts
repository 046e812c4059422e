import { describe, expect, it } from 'vitest'
import { defaultSignatureName, sameSealSlot, signKeyIssues, type Owners } from './sign-key-rules.ts'

const none: Owners = { userId: null, projectId: null, htdId: null, organizationId: null }
const id = 'x'

describe('signKeyIssues', () => {
  it.each<[string, number, Partial<Owners>, string | null, string[]]>([
    ['a user signature with its user', 1, { userId: id }, null, []],
    ['a user signature without a user', 1, {}, null, ['userId V1']],
    ['a user signature given unit owners', 1, { userId: id, projectId: id, htdId: id, organizationId: id }, null, ['projectId V5', 'htdId V5', 'organizationId V5']],
    ['a project seal', 2, { projectId: id, organizationId: id }, '公章', []],
    ['a project seal without a name or owners', 2, {}, null, ['name V1', 'projectId V1', 'organizationId V1']],
    ['a project seal given a user and a section', 2, { projectId: id, organizationId: id, userId: id, htdId: id }, '公章', ['userId V5', 'htdId V5']],
    ['a section seal', 3, { htdId: id, organizationId: id }, '公章', []],
    ['a section seal given its project', 3, { htdId: id, organizationId: id, projectId: id }, '公章', ['projectId V5']],
    ['an unknown kind (the enum check answers it)', 9, {}, null, []],
  ])('%s', (_case, kind, owners, name, expected) => {
    const issues = signKeyIssues(kind, { ...none, ...owners }, name)
    expect(issues.map((i) => `${i.member} ${i.rule}`)).toEqual(expected)
  })
}) // prettier-ignore

describe('sameSealSlot', () => {
  const seal = { kind: 3, projectId: 'p', htdId: 'h', organizationId: 'o', name: '公章' }
  it.each([
    ['the same slot, name in another case and spacing', { ...seal, name: ' 公章 ' }, true],
    ['another organisation', { ...seal, organizationId: 'o2' }, false],
    ['another section', { ...seal, htdId: 'h2' }, false],
    ['another name', { ...seal, name: '项目部章' }, false],
    ['a project seal of the same unit', { ...seal, kind: 2 }, false],
  ])('%s → %s', (_case, other, expected) => {
    expect(sameSealSlot(seal, other)).toBe(expected)
  })

  it('never puts user signatures in a seal slot', () => {
    const signature = { kind: 1, projectId: null, htdId: null, organizationId: null, name: 'A签名' }
    expect(sameSealSlot(signature, signature)).toBe(false)
  })
})

it('names a signature after its user', () => {
  expect(defaultSignatureName('钱振华')).toBe('钱振华签名')
})
