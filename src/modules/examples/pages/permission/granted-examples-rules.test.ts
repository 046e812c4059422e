import { describe, expect, it } from 'vitest'
import {
  currentDemoRole,
  grantedExamplesOf,
  grantedSnippet,
  type GrantedExample,
} from './granted-examples-rules'

describe('grantedSnippet', () => {
  it.each<[GrantedExample, string]>([
    [
      { key: 'a', kind: 'button', policy: 'AbpIdentity.Users.Create' },
      '<Granted policy="AbpIdentity.Users.Create">',
    ],
    [
      { key: 'b', kind: 'block', policy: ['Project.Project', 'Project.Htd'] },
      "<Granted policy={['Project.Project', 'Project.Htd']}>",
    ],
    [
      { key: 'c', kind: 'button', policy: 'admin', hasFallback: true },
      '<Granted policy="admin" fallback={<Button disabled>…</Button>}>',
    ],
  ])('%o → %s', (example, expected) => {
    expect(grantedSnippet(example)).toBe(expected)
  })
})

describe('grantedExamplesOf', () => {
  it.each([
    ['abp', 'AbpIdentity.Users.Create'],
    ['demo', 'editor'],
  ] as const)('%s examples guard with %s', (mode, policy) => {
    const policies = grantedExamplesOf(mode).flatMap((example) => example.policy)
    expect(policies).toContain(policy)
    expect(grantedExamplesOf(mode).filter((example) => example.hasFallback)).toHaveLength(1)
  })
})

describe('currentDemoRole', () => {
  it.each([
    [['admin'], 'admin'],
    [['editor'], 'editor'],
    [[], undefined],
    [['AbpIdentity.Users'], undefined],
  ])('%o → %s', (granted, expected) => {
    expect(currentDemoRole(granted)).toBe(expected)
  })
})
