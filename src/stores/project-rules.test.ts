import { describe, expect, it } from 'vitest'
import {
  groupProjects,
  pickCurrentProject,
  type ProjectAssignment,
  type ProjectOption,
} from './project-rules'

function assignment(
  projId: string,
  sort: number,
  htds: [string, number][] = [],
): ProjectAssignment {
  return {
    projId,
    project: {
      id: projId,
      projName: `Project ${projId}`,
      sort,
      htds: htds.map(([htdName, htdSort], i) => ({ id: `${projId}-${i}`, htdName, sort: htdSort })),
    },
  }
}

describe('groupProjects', () => {
  it.each<[string, ProjectAssignment[], string[]]>([
    ['nothing from nothing', [], []],
    [
      'one project per id',
      [assignment('a', 1), assignment('a', 1), assignment('b', 2)],
      ['a', 'b'],
    ],
    [
      'sorted by sort number',
      [assignment('a', 30), assignment('b', 10), assignment('c', 20)],
      ['b', 'c', 'a'],
    ],
    ['stable on equal sort numbers', [assignment('x', 5), assignment('y', 5)], ['x', 'y']],
    [
      'items without project detail skipped',
      [{ projId: 'a', project: null }, assignment('b', 1)],
      ['b'],
    ],
  ])('%s', (_label, items, expected) => {
    expect(groupProjects(items).map((p) => p.id)).toEqual(expected)
  })

  it('sorts the contract sections by sort number', () => {
    const [project] = groupProjects([
      assignment('a', 1, [
        ['三标段', 3],
        ['一标段', 1],
        ['二标段', 2],
      ]),
    ])
    expect(project.htds.map((h) => h.htdName)).toEqual(['一标段', '二标段', '三标段'])
  })

  it('copies what the switcher needs', () => {
    expect(groupProjects([{ projId: 'a', project: { id: 'a', projName: 'A', sort: 1 } }])).toEqual([
      { id: 'a', projName: 'A', sort: 1, htds: [] },
    ])
  })
})

describe('pickCurrentProject', () => {
  const projects: ProjectOption[] = groupProjects([assignment('a', 1), assignment('b', 2)])
  it.each<[string, ProjectOption[], string | null, ReturnType<typeof pickCurrentProject>]>([
    ['the stored id while still listed', projects, 'b', { kind: 'stored', id: 'b' }],
    ['the first when the stored id is gone', projects, 'gone', { kind: 'first', id: 'a' }],
    ['the first when nothing is stored', projects, null, { kind: 'first', id: 'a' }],
    ['none without projects', [], 'a', { kind: 'none' }],
  ])('%s', (_label, list, stored, expected) => {
    expect(pickCurrentProject(list, stored)).toEqual(expected)
  })
})
