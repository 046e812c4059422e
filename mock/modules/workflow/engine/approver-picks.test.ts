import { describe, expect, it } from 'vitest'
import { followingNodes, isPickRequired, pickCandidates, pickedBy, previousPickNodes, starterPickNodes } from './approver-picks.ts' // prettier-ignore
import type { OrgContext, SchemeNode } from './engine-types.ts'

const pick = (id: string, selectableBy: 'starter' | 'previous', more: Partial<SchemeNode> = {}): SchemeNode => ({ id, type: 2, name: id, assignees: [{ kind: 6, selectableBy }], ...more }) // prettier-ignore
const plain = (id: string, more: Partial<SchemeNode> = {}): SchemeNode => ({ id, type: 2, name: id, assignees: [{ kind: 5 }], ...more }) // prettier-ignore

// start → a → split(x: [p1 → b], y: [], z: [p2]) → c(previous)
const model: SchemeNode = {
  id: 'start',
  type: 1,
  name: 'start',
  childNode: plain('a', {
    childNode: {
      id: 'split',
      type: 6,
      name: 'split',
      branches: [
        { id: 'x', name: 'x', priority: 1, childNode: pick('p1', 'previous', { childNode: plain('b') }) }, // prettier-ignore
        { id: 'y', name: 'y', priority: 2 },
        { id: 'z', name: 'z', priority: 3, childNode: pick('p2', 'starter') },
      ],
      childNode: pick('c', 'previous'),
    },
  }),
}

describe('approver picks (StarterSelects)', () => {
  it.each([
    ['start', ['a']],
    ['a', ['p1', 'c', 'p2']],
    ['p1', ['b']],
    ['b', ['c']],
    ['p2', ['c']],
    ['c', []],
    ['unknown', []],
  ])('after %s the flow enters %j', (nodeId, expected) => {
    expect(followingNodes(model, nodeId).map((n) => n.id)).toEqual(expected)
  })

  it.each([
    ['a', ['p1', 'c']],
    ['b', ['c']],
    ['p1', []],
  ])('the approver of %s picks for %j', (nodeId, expected) => {
    expect(previousPickNodes(model, nodeId).map((n) => n.id)).toEqual(expected)
  })

  it('the starter picks for its nodes only; a pick is required where nothing else staffs the node', () => {
    expect(starterPickNodes(model).map((n) => n.id)).toEqual(['p2'])
    expect([pickedBy(plain('a')), pickedBy(pick('p', 'previous'))]).toEqual([null, 'previous'])
    const mixed = { ...pick('m', 'starter'), assignees: [{ kind: 6 as const, selectableBy: 'starter' as const }, { kind: 5 as const }] } // prettier-ignore
    expect([isPickRequired(pick('p', 'starter')), isPickRequired(mixed)]).toEqual([true, false])
  })

  it('candidates are the active users with a grant on the section (or the project when there is none)', () => {
    const user = (id: string, active = true) => ({ id, name: id, organizationIds: [], positionIds: [], active }) // prettier-ignore
    const ctx = {
      users: [user('on-htd'), user('on-project'), user('inactive', false), user('none')],
      organizations: [],
      grants: [
        { userId: 'on-htd', projectId: 'P', htdId: 'H' },
        { userId: 'on-project', projectId: 'P' },
        { userId: 'inactive', projectId: 'P', htdId: 'H' },
      ],
      project: { id: 'P', code: 'P' },
      htd: { id: 'H', code: 'H' },
    } as unknown as OrgContext
    expect(pickCandidates(ctx)).toEqual(['on-htd'])
    expect(pickCandidates({ ...ctx, htd: null })).toEqual(['on-project'])
  })
})
