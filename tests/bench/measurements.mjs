// The bench's measurements, in the order they run. Add a module per new measurement and list it
// here: `{ id, title, needsBrowser?, run(ctx) -> { rows: [{label, kB, budgetKB?, note?}], data } }`.
import { loginJs } from './login-js.mjs'
import { shellJs } from './shell-js.mjs'
import { routeChunks } from './route-chunks.mjs'

export const measurements = [
  { ...loginJs, needsBrowser: true },
  { ...shellJs, needsBrowser: true },
  { ...routeChunks, needsBrowser: false },
]
