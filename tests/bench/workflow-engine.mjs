// The approval engine in Node (issue 23): the median time of one task action on a 20-node
// instance, over 200 actions (budget 5 ms). The instance: 20 countersign nodes of 10 approvers
// each, so the 200 approvals walk it from Start to Approved and the last actions carry the
// largest state (200 tasks, 200 to-dos, 200 hash-chained timeline entries), as a long approval
// would. Each action is what a route does: applyTaskAction on the stored state (it clones it,
// acts, diffs the effects). Node 20 cannot run the TypeScript sources, so Vite bundles the engine
// first (as mock/server/serve.mjs does for the standalone backend).
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { build } from 'vite'
import { summarize } from './support.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const budgetMs = 5
const nodes = 20
const perNode = 10
const epoch = '2024-03-15T09:00:00.000'

async function loadEngine() {
  const outDir = join(root, 'node_modules', '.cache', 'bench-workflow-engine')
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: join(root, 'mock/modules/workflow/engine/engine.ts'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'engine.mjs' } },
    },
  })
  return import(pathToFileURL(join(outDir, 'engine.mjs')).href)
}

function fixture() {
  const approvers = Array.from({ length: nodes * perNode }, (_, i) => `u${i + 1}`)
  const users = [{ id: 'starter', name: '发起人', organizationIds: ['o'], positionIds: [] }].concat(
    approvers.map((id) => ({ id, name: `审批人${id}`, organizationIds: ['o'], positionIds: [] })),
  )
  let model = null
  for (let n = nodes; n >= 1; n -= 1) {
    model = {
      id: `n${n}`,
      type: 2,
      name: `环节${n}`,
      multiMode: 2,
      passPercent: 100,
      assignees: [{ kind: 1, userIds: approvers.slice((n - 1) * perNode, n * perNode) }],
      timeout: { afterMinutes: 1440, action: 1, maxReminders: 3 },
      childNode: model,
    }
  }
  const scheme = {
    schemeId: 'S',
    version: 1,
    name: '计量支付申请',
    model: { id: 'start', type: 1, name: '发起', childNode: model },
    settings: { dedupe: 1 },
  }
  const ctx = {
    users,
    organizations: [{ id: 'o', name: '单位', parentId: null }],
    grants: [{ userId: 'starter', projectId: 'P' }],
    project: { id: 'P' },
    htd: null,
    delegations: [],
  }
  return { scheme, ctx }
}

const at = (minutes) =>
  new Date(Date.parse(`${epoch}Z`) + minutes * 60_000).toISOString().slice(0, 23)

export const workflowEngine = {
  id: 'workflow-engine',
  title: 'Approval engine in Node: one task action on a 20-node instance',
  needsBrowser: false,
  async run() {
    const engine = await loadEngine()
    const { scheme, ctx } = fixture()
    const started = engine.startInstance(
      scheme,
      {
        instanceId: 'i1',
        title: '2024年3月计量支付申请',
        projectId: 'P',
        starterId: 'starter',
        formData: { total: 1 },
      },
      ctx,
      at(0),
    )
    if (!started.ok) throw new Error(`start refused: ${started.refusal.code}`)
    let state = started.state
    const samples = []
    for (let action = 1; state.instance.status === 1; action += 1) {
      const task = state.tasks.find((t) => t.status === 1)
      const begin = performance.now()
      const result = engine.applyTaskAction(
        state,
        scheme,
        task.id,
        { type: 'approve', comment: '同意' },
        task.assigneeId,
        ctx,
        at(action),
        task.concurrencyStamp,
      )
      samples.push(performance.now() - begin)
      if (!result.ok) throw new Error(`action ${action} refused: ${result.refusal.code}`)
      state = result.state
    }
    if (samples.length !== nodes * perNode || state.instance.status !== 2) {
      throw new Error(
        `expected ${nodes * perNode} actions to Approved, got ${samples.length} (status ${state.instance.status})`,
      )
    }
    const figures = summarize(samples)
    return {
      rows: [
        {
          label: `one action, median of ${samples.length} (p95 ${figures.p95}, max ${figures.max})`,
          value: figures.median,
          unit: 'ms',
          budget: budgetMs,
        },
      ],
      data: { ...figures, actions: samples.length },
    }
  },
}
