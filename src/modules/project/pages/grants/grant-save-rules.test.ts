import { describe, expect, it } from 'vitest'
import type { ProjectAccess } from './grant-rules'
import { accessNotice, planAccessSave, planHtdUsersSave } from './grant-save-rules'

const none: ProjectAccess = { hasProject: false, htdIds: [] }
const only: ProjectAccess = { hasProject: true, htdIds: [] }
const withH1: ProjectAccess = { hasProject: true, htdIds: ['h1'] }

describe('saving one user’s access to one project', () => {
  it.each([
    ['nothing changed', withH1, withH1, null, null, false],
    ['an htd added', withH1, { hasProject: true, htdIds: ['h1', 'h2'] }, null, { added: ['h2'], removed: [] }, false], // prettier-ignore
    ['the htds cleared', withH1, only, null, { added: [], removed: ['h1'] }, false],
    ['the project removed (htds go on the server)', withH1, none, 'remove', null, false],
    ['a project-only grant added', none, only, 'add', null, true],
    ['an htd of a new project', none, { hasProject: true, htdIds: ['h9'] }, 'add', { added: ['h9'], removed: [] }, true], // prettier-ignore
  ])('%s', (_, before, after, project, htds, projectAdded) => {
    expect(planAccessSave(before, after)).toEqual({ project, htds, projectAdded })
  })
})

describe('saving an htd’s users', () => {
  const holders = new Set(['u1', 'u9'])
  it.each([
    [['u1'], ['u1'], [], { added: [], removed: [] }],
    [['u1'], ['u1', 'u2'], ['u2'], { added: ['u2'], removed: [] }],
    [['u1'], ['u3'], ['u3'], { added: ['u3'], removed: ['u1'] }],
    [['u1'], ['u1', 'u9'], [], { added: ['u9'], removed: [] }],
    [['u1'], [], [], { added: [], removed: ['u1'] }],
  ])(
    'held %j, selected %j: project first for %j, users %j',
    (held, selected, projectUserIds, users) => {
      expect(planHtdUsersSave(held, selected, (id) => holders.has(id))).toEqual({
        projectUserIds,
        users,
      })
    },
  )
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
