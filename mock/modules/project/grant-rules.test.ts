import { describe, expect, it } from 'vitest'
import { buildByUserItems, diffIdSets, type ByUserGrant } from './grant-rules.ts'

describe('diffIdSets', () => {
  it.each([
    { held: [], wanted: ['a', 'b'], added: ['a', 'b'], removed: [] },
    { held: ['a', 'b'], wanted: [], added: [], removed: ['a', 'b'] },
    { held: ['a', 'b'], wanted: ['b', 'c', 'c'], added: ['c'], removed: ['a'] },
    { held: ['A'], wanted: ['a', 'B'], added: ['b'], removed: [] },
    { held: ['a'], wanted: ['a'], added: [], removed: [] },
  ])('$held → $wanted', ({ held, wanted, added, removed }) => {
    expect(diffIdSets(held, wanted)).toEqual({ added, removed })
  })
})

const metro = { id: 'p3', projName: '地铁5号线土建工程', sort: 40 }
const ring = { id: 'p5', projName: '东环高速公路改扩建工程', sort: 50 }
const third = { id: 'h31', htdName: '三标段', sort: 3 }
const first = { id: 'h32', htdName: '一标段', sort: 1 }
const at = (minute: number) => `2024-05-01T08:${String(minute).padStart(2, '0')}:00`
const projectGrant = (project: typeof metro, minute: number): ByUserGrant => ({ creationTime: at(minute), project, htd: null }) // prettier-ignore
const htdGrant = (htd: typeof third, minute: number): ByUserGrant => ({ creationTime: at(minute), project: metro, htd }) // prettier-ignore

describe('buildByUserItems', () => {
  it('gives htd items, then a project-only item, in creation order (the §3.6 example)', () => {
    const items = buildByUserItems(
      [projectGrant(metro, 0), projectGrant(ring, 3)],
      [htdGrant(third, 1), htdGrant(first, 2)],
      true,
    )
    const metroDetail = { ...metro, htds: [third, first] }
    expect(items).toEqual([
      { projId: 'p3', htdId: 'h31', htd: third, project: metroDetail },
      { projId: 'p3', htdId: 'h32', htd: first, project: metroDetail },
      { projId: 'p5', htdId: null, htd: null, project: { ...ring, htds: [] } },
    ])
  })

  it.each([
    {
      case: 'no grants',
      projects: [],
      htds: [],
      expected: [],
    },
    {
      case: 'a project-only grant created before another project’s htds',
      projects: [projectGrant(ring, 0), projectGrant(metro, 1)],
      htds: [htdGrant(first, 2)],
      expected: [
        ['p5', null],
        ['p3', 'h32'],
      ],
    },
    {
      case: 'an htd grant without its project grant',
      projects: [projectGrant(ring, 0)],
      htds: [htdGrant(first, 1)],
      expected: [['p5', null]],
    },
  ])('$case', ({ projects, htds, expected }) => {
    const items = buildByUserItems(projects, htds, false)
    expect(items.map((i) => [i.projId, i.htdId])).toEqual(expected)
    expect(items.every((i) => i.project === null)).toBe(true)
  })
})
