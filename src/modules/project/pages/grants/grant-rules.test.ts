import { describe, expect, it } from 'vitest'
import {
  accessFromAssignments,
  applyIdChange,
  diffSelection,
  dropProjectGrant,
  isSameAccess,
  isSameSelection,
  projectIdsOf,
  removeProject,
  tickHtd,
  toggleId,
  untickHtd,
  type ProjectAccess,
} from './grant-rules'

describe('selections', () => {
  it.each([
    [[], [], true],
    [['a', 'b'], ['b', 'a'], true],
    [['a'], ['a', 'b'], false],
    [['a', 'b'], ['a', 'c'], false],
  ])('%j and %j are the same: %s', (a, b, same) => {
    expect(isSameSelection(a, b)).toBe(same)
  })

  it.each([
    [['a', 'b'], ['b', 'c', 'd'], ['c', 'd'], ['a']],
    [['a'], ['a'], [], []],
    [[], ['x', 'x'], ['x'], []],
    [['a', 'b'], [], [], ['a', 'b']],
  ])('held %j, selected %j: adds %j, removes %j', (held, selected, added, removed) => {
    expect(diffSelection(held, selected)).toEqual({ added, removed })
  })

  it.each([
    [
      'adds to what the server holds now',
      ['a', 'x'],
      { added: ['b'], removed: [] },
      ['a', 'x', 'b'],
    ],
    ['removes only its own ids', ['a', 'x', 'b'], { added: [], removed: ['b'] }, ['a', 'x']],
    ['adds an id held already once', ['a'], { added: ['a'], removed: [] }, ['a']],
    ['removes an id gone already', ['x'], { added: [], removed: ['a'] }, ['x']],
    ['both at once', ['a', 'b'], { added: ['c', 'c'], removed: ['a'] }, ['b', 'c']],
  ])('a change %s', (_, current, change, expected) => {
    expect(applyIdChange(current, change)).toEqual(expected)
  })

  it.each([
    [['a'], 'b', true, ['a', 'b']],
    [['a', 'b'], 'a', true, ['b', 'a']],
    [['a', 'b'], 'a', false, ['b']],
    [['a'], 'z', false, ['a']],
  ])('%j toggling %s on=%s gives %j', (selected, id, on, expected) => {
    expect(toggleId(selected, id, on)).toEqual(expected)
  })

  it.each([
    [['p1', 'p2'], 'p1', 2, ['p2']],
    [['p1', 'p2'], 'p2', 0, ['p1']],
    [['p3'], 'p3', 0, []],
  ])('removing project grant %s from %j drops %i htds', (selected, id, dropped, rest) => {
    const counts = new Map([
      ['p1', 2],
      ['p2', 0],
    ])
    expect(dropProjectGrant(selected, id, counts)).toEqual({ selected: rest, htdsDropped: dropped })
  })
})

const items = [
  { projId: 'p1', htdId: 'h1' },
  { projId: 'p2', htdId: null },
  { projId: 'p1', htdId: 'h2' },
]

describe('access from by-user', () => {
  it('lists each project once in answer order', () => {
    expect(projectIdsOf(items)).toEqual(['p1', 'p2'])
  })

  it.each([
    ['p1', { hasProject: true, htdIds: ['h1', 'h2'] }],
    ['p2', { hasProject: true, htdIds: [] }],
    ['p3', { hasProject: false, htdIds: [] }],
  ])('access to %s is %j', (projectId, access) => {
    expect(accessFromAssignments(items, projectId)).toEqual(access)
  })
})

const none: ProjectAccess = { hasProject: false, htdIds: [] }
const only: ProjectAccess = { hasProject: true, htdIds: [] }
const withH1: ProjectAccess = { hasProject: true, htdIds: ['h1'] }

describe('ticking an htd adds its project, removing a project drops its htds', () => {
  it.each([
    ['without the project', none, true],
    ['with a project-only grant', only, false],
    ['with another htd', withH1, false],
  ])('ticking h2 %s', (_, access, projectAdded) => {
    const result = tickHtd(access, 'h2')
    expect(result.projectAdded).toBe(projectAdded)
    expect(result.access).toEqual({ hasProject: true, htdIds: [...access.htdIds, 'h2'] })
  })

  it('unticking an htd keeps the project', () => {
    expect(untickHtd(withH1, 'h1')).toEqual(only)
  })

  it.each([
    [withH1, 1],
    [{ hasProject: true, htdIds: ['h1', 'h2', 'h3'] }, 3],
    [only, 0],
  ])('removing %j drops %i htds', (access, htdsDropped) => {
    expect(removeProject(access)).toEqual({ access: none, htdsDropped })
  })

  it.each([
    [withH1, { hasProject: true, htdIds: ['h1'] }, true],
    [withH1, only, false],
    [only, none, false],
  ])('%j and %j are the same access: %s', (a, b, same) => {
    expect(isSameAccess(a, b)).toBe(same)
  })
})
