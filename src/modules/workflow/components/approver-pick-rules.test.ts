import { describe, expect, it } from 'vitest'
import type { SelectableNodeDto } from '@/modules/workflow/api/instance-dtos'
import { missingPicks, pickErrors, picksToSend } from './approver-pick-rules'

const node = (nodeId: string, required = true): SelectableNodeDto => ({ nodeId, name: nodeId, required, candidates: [] }) // prettier-ignore
const nodes = [node('a'), node('b'), node('optional', false)]

describe('approver pick rules', () => {
  it.each([
    [{}, undefined, ['a', 'b']],
    [{ a: ['u1'] }, undefined, ['b']],
    [{ a: ['u1'], b: [] }, undefined, ['b']],
    [{}, ['a', 'optional'], ['a']],
    [{ a: ['u1'], b: ['u2'] }, undefined, []],
  ])('picks %j (path %j) leave %j without an approver', (value, onPath, expected) => {
    expect(missingPicks(nodes, value, onPath)).toEqual(expected)
  })

  it('reads the server’s errors on picks by node, whatever the member’s case', () => {
    const errors = [
      { message: 'not a candidate', members: ['selectedAssignees.a'] },
      { message: 'required', members: ['SelectedAssignees.b'] },
      { message: 'other', members: ['nextAssignees.a', 'formData'] },
    ]
    expect(pickErrors(errors, 'selectedAssignees')).toEqual({ a: 'not a candidate', b: 'required' }) // prettier-ignore
    expect(pickErrors(errors, 'nextAssignees')).toEqual({ a: 'other' })
  })

  it('sends only the steps offered, without empty lists', () => {
    expect(picksToSend(nodes, { a: ['u1'], b: [], gone: ['u2'] })).toEqual({ a: ['u1'] })
  })
})
