import { describe, expect, it } from 'vitest'
import { engineAdapter as engine, viewOf } from './engine-adapter.ts'
import { isRefusal, type EngineEnv, type EngineStep } from './workflow-engine-port.ts'
import type { ModelNode, SchemeSettings } from './workflow-model.ts'

/** The adapter between the routes' port and the engine: ids, times, refusals, effects. */
const t0 = Date.UTC(2024, 2, 15, 9)
const minute = 60_000
const model: ModelNode = {
  id: 'start',
  type: 1,
  name: '发起',
  childNode: {
    id: 'split',
    type: 5,
    name: '金额',
    branches: [
      { id: 'big', name: '大额', priority: 1, condition: 'total > 100', childNode: { id: 'gm', type: 2, name: '总经理', assignees: [{ kind: 1, userIds: ['gm'] }], timeout: { afterMinutes: 60, action: 1 } } }, // prettier-ignore
      { id: 'small', name: '其他', priority: 2, isDefault: true, childNode: { id: 'pm', type: 2, name: '项目经理', assignees: [{ kind: 1, userIds: ['pm'] }] } }, // prettier-ignore
    ],
  },
}
const settings = { allowWithdraw: true, dedupe: 1, remindMinIntervalMinutes: 10 } as SchemeSettings
const user = (id: string, name: string) => ({ id, name, organizationIds: ['o'], positionIds: [] })

function env(now: number, total: number): EngineEnv {
  let n = 0
  return {
    instance: { id: 'i1', title: '计量', schemeId: 's', schemeName: '计量支付', schemeVersion: 1, projectId: 'p', htdId: null, model, settings, formData: { total }, starterId: 'site', selectedAssignees: {} }, // prettier-ignore
    org: {
      users: [
        user('site', '周建国'),
        user('gm', '冯志远'),
        user('pm', '吴晓梅'),
        user('cc', '孙丽萍'),
      ],
      organizations: [{ id: 'o', name: '单位', parentId: null }],
      grants: [{ userId: 'site', projectId: 'p' }],
      project: { id: 'p' },
      evaluateCondition: (expression, scope) => expression === 'total > 100' && Number(scope.formData.total) > 100, // prettier-ignore
    },
    now,
    newId: () => `id${++n}`,
  }
}

const ok = (step: ReturnType<typeof engine.start>): EngineStep => {
  if (isRefusal(step)) throw new Error(step.refused)
  return step
}

describe('the engine behind the port', () => {
  it('starts down the branch the condition picks and shows its tasks in milliseconds, the engine’s state kept whole', () => {
    const { state } = ok(engine.start(env(t0, 500), 'SITE'))
    expect(state.tasks.map((t) => [t.nodeId, t.assigneeId, t.status, t.creationTime, t.dueTime, t.onBehalfOfId])).toEqual([['gm', 'gm', 1, t0, t0 + 60 * minute, null]]) // prettier-ignore
    expect([state.status, state.currentNodeIds, state.lastSubmitTime]).toEqual([1, ['gm'], t0])
    expect(state.timeline.map((e) => e.type)).toEqual(['submitted'])
    expect(viewOf(state.internal.engine as never)).toEqual(state)
    expect(ok(engine.start(env(t0, 50), 'site')).state.tasks[0].assigneeId).toBe('pm')
  })

  it('maps actions, their effects and refusals (with the §9 arguments) both ways', () => {
    const started = ok(engine.start(env(t0, 500), 'site')).state
    const [gmTask] = started.tasks
    const bad = engine.apply(started, { type: 'return', taskId: gmTask.id, targetNodeId: 'pm' }, 'gm', env(t0 + minute, 500)) // prettier-ignore
    expect(bad).toEqual({ refused: 'Workflow:InvalidReturnTarget', args: [], member: undefined })
    const copied = ok(engine.apply(started, { type: 'cc', taskId: gmTask.id, userIds: ['CC'], comment: '知悉' }, 'gm', env(t0 + minute, 500))) // prettier-ignore
    expect(copied.effects.ccs).toEqual([{ userId: 'cc', fromUserId: 'gm', nodeId: 'gm', comment: '知悉' }]) // prettier-ignore
    const reminded = ok(engine.apply(copied.state, { type: 'remind' }, 'site', env(t0 + 2 * minute, 500))) // prettier-ignore
    expect(reminded.effects.reminders).toEqual([{ userId: 'gm', taskId: gmTask.id }])
    expect(engine.apply(reminded.state, { type: 'remind' }, 'site', env(t0 + 5 * minute, 500))).toMatchObject({ refused: 'Workflow:RemindTooSoon', args: [7] }) // prettier-ignore
    const approved = ok(engine.apply(reminded.state, { type: 'approve', taskId: gmTask.id, comment: '同意' }, 'gm', env(t0 + 6 * minute, 500))) // prettier-ignore
    expect([approved.state.status, approved.state.tasks[0].completedTime]).toEqual([2, t0 + 6 * minute]) // prettier-ignore
  })

  it('runs a due timeout and answers null when nothing is due', () => {
    const { state } = ok(engine.start(env(t0, 500), 'site'))
    expect(engine.runDueTimeouts(state, env(t0 + 30 * minute, 500))).toBeNull()
    const due = engine.runDueTimeouts(state, env(t0 + 61 * minute, 500))
    expect(due?.state.timeline.map((e) => e.type)).toEqual(['submitted', 'timeout'])
    expect(due?.effects.reminders).toEqual([{ userId: 'gm', taskId: state.tasks[0].id }])
  })

  it('describes a task: the engine’s actions, return targets with names, the path to come', () => {
    const e = env(t0, 500)
    const { state } = ok(engine.start(e, 'site'))
    expect(engine.actionsOf(state, state.tasks[0].id, e)).toContain('addSign')
    expect(engine.returnTargets(state, state.tasks[0].id, e)).toEqual([{ nodeId: 'start', name: '发起' }]) // prettier-ignore
    expect(engine.previewPath(e).map((s) => [s.nodeId, s.assigneeIds])).toEqual([['gm', ['gm']]])
  })
})
