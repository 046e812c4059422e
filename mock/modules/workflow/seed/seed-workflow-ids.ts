/**
 * Fixed GUIDs of the workflow seed (workflow-api.md §10), so tests and the to-do seed can name
 * them. The last four hex digits number the row within its kind.
 */
const id = (kind: string, n: number) => `3a0f6c1e-c7d8-4e9f-${kind}-0000000${n.toString(16).padStart(5, '0')}` // prettier-ignore

export const workflowFormIds = {
  measurementPayment: id('a001', 1),
  designChange: id('a001', 2),
  materialInspection: id('a001', 3),
  demoInspection: id('a001', 101),
} as const

export const workflowSchemeIds = {
  measurementPayment: id('a002', 1),
  designChange: id('a002', 2),
  materialInspection: id('a002', 3),
  demoInspection: id('a002', 101),
} as const

/** The seed's instances by number (see seed-instances.ts for what each one is). */
export const workflowInstanceId = (n: number) => id('a003', n)
/** Ids the seed's engine runs hand out (tasks, timeline entries): instance number and a counter. */
export const workflowSeedRowId = (instance: number, n: number) => `3a0f6c1e-c7d8-4e9f-a004-${instance.toString(16).padStart(6, '0')}${n.toString(16).padStart(6, '0')}` // prettier-ignore
export const workflowCcId = (n: number) => id('a005', n)
export const workflowDelegationIds = { htSpec1NextWeek: id('a006', 1) } as const
