// The bench's measurements, in the order they run. Add a module per new measurement and list it
// here: `{ id, title, needsBrowser?, run(ctx) -> { rows, data } }`, rows being
// `{label, kB, budgetKB?, note?}` for sizes or `{label, value, unit, budget?, note?}` otherwise.
import { loginJs } from './login-js.mjs'
import { loginPhone } from './login-phone.mjs'
import { shellJs } from './shell-js.mjs'
import { routeChunks } from './route-chunks.mjs'
import { tabCache } from './tab-cache.mjs'
import { usersFirstRow } from './users-first-row.mjs'
import { auditLogFirstPage } from './audit-log-first-page.mjs'
import { projectSwitch } from './project-switch.mjs'
import { dashboardFirstPaint } from './dashboard-first-paint.mjs'
import { dashboardLauncher } from './dashboard-launcher.mjs'
import { exampleTable } from './example-table.mjs'
import { signKeyImages } from './sign-key-images.mjs'
import { workflowEngine } from './workflow-engine.mjs'
import { liveBadge } from './live-badge.mjs'
import { formRuntimeTyping } from './form-runtime-typing.mjs'
import { workflowTodoPage } from './workflow-todo-page.mjs'
import { designerChunks } from './designer-chunks.mjs'
import { schemeDesigner } from './scheme-designer.mjs'
import { formDesigner } from './form-designer.mjs'
import { documentComposition } from './document-composition.mjs'

export const measurements = [
  { ...loginJs, needsBrowser: true },
  { ...loginPhone, needsBrowser: true },
  { ...shellJs, needsBrowser: true },
  { ...routeChunks, needsBrowser: false },
  { ...tabCache, needsBrowser: true },
  { ...usersFirstRow, needsBrowser: true },
  { ...auditLogFirstPage, needsBrowser: true },
  { ...projectSwitch, needsBrowser: true },
  { ...dashboardFirstPaint, needsBrowser: true },
  { ...dashboardLauncher, needsBrowser: true },
  { ...exampleTable, needsBrowser: true },
  { ...signKeyImages, needsBrowser: true },
  { ...workflowEngine, needsBrowser: false },
  { ...liveBadge, needsBrowser: true },
  { ...formRuntimeTyping, needsBrowser: true },
  { ...workflowTodoPage, needsBrowser: false },
  { ...designerChunks, needsBrowser: false },
  { ...schemeDesigner, needsBrowser: true },
  { ...formDesigner, needsBrowser: true },
  { ...documentComposition, needsBrowser: false },
]
