import { describe, expect, it } from 'vitest'
import type { ProjectAccess } from './grant-rules'
import { accessNotice, planAccessSave, planHtdUsersSave } from './grant-save-rules'

const none: ProjectAccess = { hasProject: false, htdIds: [] }
const only: ProjectAccess = { hasProject: true, htdIds: [] }
const withH1: ProjectAccess = { hasProject: true, htdIds: ['h1'] }

describe('saving one user’s access to one project', () => {
  const held = ['p0', 'p1']
  it.each([
    ['nothing changed', withH1, withH1, null, null, false],
    ['an htd added', withH1, { hasProject: true, htdIds: ['h1', 'h2'] }, null, ['h1', 'h2'], false],
    ['the htds cleared', withH1, only, null, [], false],
    ['the project removed (htds go on the server)', withH1, none, ['p0'], null, false],
    ['a project-only grant added', none, only, ['p0', 'p1', 'p9'], null, true],
    ['an htd of a new project', none, { hasProject: true, htdIds: ['h9'] }, ['p0', 'p1', 'p9'], ['h9'], true], // prettier-ignore
  ])('%s', (_, before, after, projectIds, htdIds, projectAdded) => {
    const projectId = before.hasProject ? 'p1' : 'p9'
    expect(planAccessSave(held, projectId, before, after)).toEqual({
      projectIds,
      htdIds,
      projectAdded,
    })
  })
})

describe('saving an htd’s users', () => {
  const projects: Record<string, string[]> = { u1: ['p1'], u2: ['p2'], u3: [] }
  it.each([
    [['u1'], []],
    [['u1', 'u2'], [{ userId: 'u2', projectIds: ['p2', 'p1'] }]],
    [['u3'], [{ userId: 'u3', projectIds: ['p1'] }]],
    [[], []],
  ])('users %j: project grants first %j', (userIds, projectGrants) => {
    expect(planHtdUsersSave('p1', userIds, (id) => projects[id] ?? [])).toEqual({
      projectGrants,
      userIds,
    })
  })
})

describe('what the htd panel says about the project grant', () => {
  it.each([
    [withH1, withH1, true, null],
    [withH1, only, true, null],
    [withH1, none, true, 'projectWillBeRemoved'],
    [none, withH1, true, 'projectWillBeGranted'],
    [none, only, true, 'projectWillBeGranted'],
    [none, none, true, 'tickingGrantsProject'],
    [none, none, false, 'noProjectNoRight'],
  ])('held %j, next %j, may grant %s: %s', (held, next, canGrant, notice) => {
    expect(accessNotice(held, next, canGrant)).toBe(notice)
  })
})
