import { describe, expect, it } from 'vitest'
import { satisfies, type PermissionRequirement } from './permission-check.ts'

describe('satisfies', () => {
  const granted = new Set(['Project.Project', 'AbpIdentity.Users.Create'])

  it.each<[PermissionRequirement, boolean]>([
    ['Project.Project', true],
    ['Project.Htd', false],
    // A child grant does not imply its parent, nor a parent its children.
    ['AbpIdentity.Users', false],
    ['Project.Project.Create', false],
    // Names are compared exactly, as ABP's permission store does.
    ['project.project', false],
    [{ anyOf: ['Project.Htd', 'Project.Project'] }, true],
    [{ anyOf: ['Project.Htd', 'Notice.Notice'] }, false],
    [{ anyOf: [] }, false],
  ])('%j → %s', (requirement, expected) => {
    expect(satisfies(granted, requirement)).toBe(expected)
  })
})
