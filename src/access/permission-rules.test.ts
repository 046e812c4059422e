import { describe, expect, it } from 'vitest'
import { grantedPolicyNames, isGranted, type Policy } from './permission-rules'

describe('isGranted', () => {
  it.each<[string[], Policy, boolean]>([
    [['A'], 'A', true],
    [['A'], 'B', false],
    [[], 'A', false],
    [['B'], ['A', 'B'], true],
    [['C'], ['A', 'B'], false],
    [[], ['A'], false],
    [[], [], true],
    // No shortcut for role admin: elements need the exact permission.
    [['admin'], 'A', false],
    [['admin'], ['A', 'B'], false],
    // Names are compared exactly, case included.
    [['project.project'], 'Project.Project', false],
  ])('granted %j, policy %j → %s', (granted, policy, expected) => {
    expect(isGranted(granted, policy)).toBe(expected)
  })
})

describe('grantedPolicyNames', () => {
  it.each<[Record<string, boolean> | undefined, string[]]>([
    [undefined, []],
    [{}, []],
    [{ A: true, B: false, C: true }, ['A', 'C']],
  ])('%j → %j', (policies, expected) => {
    expect(grantedPolicyNames(policies)).toEqual(expected)
  })
})
