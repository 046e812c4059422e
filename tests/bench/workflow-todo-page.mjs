// The approval To do page's first page in the embedded backend (issue 23): GET
// /api/workflow/task/todo as a user holding 2,000 pending tasks (the bench fixture's copies of a
// seeded running instance, mock/modules/workflow/bench-fixture.ts), in-process handler time (no
// HTTP: the core's own request handler, as the tests call it), median of 20 after one warm-up
// (budget 50 ms). Node 20 cannot run the TypeScript sources, so Vite bundles the backend first
// (as mock/server/serve.mjs does for the standalone one).
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { build } from 'vite'
import { summarize } from './support.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const budgetMs = 50
const tasks = 2000
const runs = 20

async function loadBackend() {
  const outDir = join(root, 'node_modules', '.cache', 'bench-workflow-todo-page')
  const entries = {
    modules: 'mock/modules/mock-modules.ts',
    database: 'mock/core/db/database.ts',
    accounts: 'mock/core/db/seed-accounts.ts',
    api: 'mock/core/testing/api-client.ts',
    fixture: 'mock/modules/workflow/bench-fixture.ts',
  }
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: 'node20',
      rollupOptions: {
        input: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, join(root, v)])),
        output: { entryFileNames: '[name].mjs' },
      },
    },
  })
  const load = (name) => import(pathToFileURL(join(outDir, `${name}.mjs`)).href)
  return Object.assign({}, ...(await Promise.all(Object.keys(entries).map(load))))
}

export const workflowTodoPage = {
  id: 'workflow-todo-page',
  title: 'Approval To do page 1 with 2,000 pending tasks: backend handler time',
  needsBrowser: false,
  async run() {
    const backend = await loadBackend()
    backend.installMockModules()
    const account = backend.personaAccounts.bjGm
    backend.addPendingTasks(backend.getDatabase(), account.userId, tasks)
    const api = await backend.apiAs(account)
    const samples = []
    for (let run = 0; run <= runs; run += 1) {
      const begin = performance.now()
      const answer = await api('GET', '/api/workflow/task/todo')
      const elapsed = performance.now() - begin
      const page = answer.json()
      if (answer.status !== 200 || page.totalCount < tasks || page.items.length !== 10) {
        throw new Error(`To do page: ${answer.status} ${answer.text.slice(0, 200)}`)
      }
      if (run > 0) samples.push(elapsed)
    }
    const figures = summarize(samples)
    return {
      rows: [
        {
          label: `page 1 of ${tasks}+ tasks, median of ${runs} (p95 ${figures.p95}, max ${figures.max})`,
          value: figures.median,
          unit: 'ms',
          budget: budgetMs,
        },
      ],
      data: { ...figures, tasks },
    }
  },
}
