import { describe, expect, it } from 'vitest'
import {
  applyTaskAction,
  startInstance,
  type EngineState,
  type OrgContext,
  type PinnedScheme,
} from './engine.ts'

// The API as the routes use it: pure calls, the to-dos' fields (business-api §6.2), the effects.
const ctx: OrgContext = {
  users: [
    { id: 'site', name: '周建国', organizationIds: ['o'], positionIds: [] },
    { id: 'cost', name: '吴晓梅', organizationIds: ['o'], positionIds: [] },
    { id: 'chief', name: '钱振华', organizationIds: ['o'], positionIds: [] },
  ],
  organizations: [{ id: 'o', name: '江南路桥', parentId: null }],
  grants: [{ userId: 'site', projectId: 'P' }],
  project: { id: 'P' },
}
const scheme: PinnedScheme = {
  schemeId: 'S',
  version: 1,
  name: '计量支付申请',
  formId: 'F',
  formVersion: 4,
  model: {
    id: 'start',
    type: 1,
    name: '发起',
    childNode: {
      id: 'n1',
      type: 2,
      name: '造价审核',
      assignees: [{ kind: 1, userIds: ['cost'] }],
      timeout: { afterMinutes: 90, action: 1 },
      childNode: {
        id: 'n2',
        type: 2,
        name: '总监审批',
        assignees: [{ kind: 1, userIds: ['chief'] }],
      },
    },
  },
}

function started(): EngineState {
  const result = startInstance(
    scheme,
    {
      instanceId: 'i1',
      title: '2024年3月计量',
      projectId: 'P',
      starterId: 'site',
      formData: { total: 12.5 },
    },
    ctx,
    '2024-03-15T09:00:00.000',
  )
  if (!result.ok) throw new Error(result.refusal.code)
  return result.state
}

describe('engine API', () => {
  it('starts: pins the version, opens the task and its to-do as §3 "To-dos" says', () => {
    const state = started()
    expect(state.instance).toMatchObject({
      status: 1,
      schemeVersion: 1,
      formId: 'F',
      formVersion: 4,
      startTime: '2024-03-15T09:00:00.000',
    })
    expect(state.tasks).toEqual([
      expect.objectContaining({
        instanceId: 'i1',
        nodeId: 'n1',
        nodeName: '造价审核',
        assigneeId: 'cost',
        assigneeName: '吴晓梅',
        status: 1,
        dueTime: '2024-03-15T10:30:00.000',
      }),
    ])
    const taskId = state.tasks[0].id
    expect(state.todos).toEqual([
      expect.objectContaining({
        userId: 'cost',
        source: 1,
        sourceId: taskId,
        title: '审批：2024年3月计量',
        link: `/workflow/handle?id=${taskId}`,
        projectId: 'P',
        dueTime: '2024-03-15T10:30:00.000',
        status: 1,
      }),
    ])
  })

  it('never changes the state it is given, and reports what changed', () => {
    const state = started()
    const before = JSON.stringify(state)
    const task = state.tasks[0]
    const result = applyTaskAction(
      state,
      scheme,
      task.id,
      { type: 'approve', comment: '同意' },
      'cost',
      ctx,
      '2024-03-15T09:30:00.000',
      task.concurrencyStamp,
    )
    expect(JSON.stringify(state)).toBe(before)
    if (!result.ok) throw new Error(result.refusal.code)
    expect(result.effects.tasksClosed.map((t) => [t.assigneeId, t.status])).toEqual([['cost', 2]])
    expect(result.effects.tasksOpened.map((t) => t.assigneeId)).toEqual(['chief'])
    expect(result.effects.todosClosed.map((t) => [t.userId, t.status])).toEqual([['cost', 2]])
    expect(result.effects.todosOpened.map((t) => t.userId)).toEqual(['chief'])
    expect(result.effects.timelineAdded.map((e) => [e.type, e.userName, e.comment])).toEqual([
      ['approved', '吴晓梅', '同意'],
    ])
    expect(result.state.instance.concurrencyStamp).not.toBe(state.instance.concurrencyStamp)
  })

  it.each([
    ['an unknown task', 'nope', 'cost', 'NotFound', 404],
    ['a task of someone else', null, 'chief', 'NotFound', 404],
  ])('refuses %s with %s', (_label, taskId, actor, code, status) => {
    const state = started()
    const result = applyTaskAction(
      state,
      scheme,
      taskId ?? state.tasks[0].id,
      { type: 'approve' },
      actor,
      ctx,
      '2024-03-15T09:30:00.000',
    )
    expect(result).toEqual({ ok: false, refusal: { code, httpStatus: status } })
  })
})
