import type { UserProjectAssignmentDto } from '@/api/session/user-projects-api'
import type { FormData, FormSchema } from '@/modules/workflow/form-schema/form-schema-types'
import type { StartableSchemeDto } from '@/modules/workflow/api/instance-dtos'

/** Pure rules of the start page (workflow-api.md §1, §4). */

export interface SectionOption {
  id: string
  htdName: string
}

/**
 * The caller's granted sections of a project: every section with a grant on the whole project,
 * else those granted one by one (the by-user answer the project switcher reads).
 */
export function grantedSections(
  assignments: readonly UserProjectAssignmentDto[],
  projectId: string,
): SectionOption[] {
  const mine = assignments.filter((a) => a.projId === projectId)
  const wholeProject = mine.some((a) => !a.htdId)
  const htds = wholeProject
    ? (mine[0]?.project.htds ?? [])
    : mine.flatMap((a) => (a.htd ? [a.htd] : []))
  const unique = new Map(htds.map((h) => [h.id, h]))
  return [...unique.values()]
    .sort((a, b) => a.sort - b.sort)
    .map(({ id, htdName }) => ({ id, htdName }))
}

export interface SchemeGroup {
  category: string | null
  schemes: StartableSchemeDto[]
}

/** Schemes grouped by category in the server's order of first appearance; no category last. */
export function groupByCategory(schemes: readonly StartableSchemeDto[]): SchemeGroup[] {
  const groups = new Map<string | null, StartableSchemeDto[]>()
  for (const scheme of schemes) {
    const category = scheme.category || null
    groups.set(category, [...(groups.get(category) ?? []), scheme])
  }
  const named = [...groups].filter(([c]) => c !== null)
  const rest = groups.get(null)
  return [...named, ...(rest ? ([[null, rest]] as const) : [])].map(([category, list]) => ({
    category,
    schemes: list,
  }))
}

/** Branch conditions of a scheme model (`type` 5 nodes' branches), wherever they sit. */
export function branchConditions(model: unknown): string[] {
  if (!model || typeof model !== 'object') return []
  const node = model as { type?: number; branches?: unknown[]; childNode?: unknown }
  const own = (node.branches ?? []).flatMap((branch) => {
    const b = branch as { condition?: unknown; childNode?: unknown }
    return [...(typeof b.condition === 'string' ? [b.condition] : []), ...branchConditions(b.childNode)] // prettier-ignore
  })
  return [...own, ...branchConditions(node.childNode)]
}

/**
 * The top-level fields the conditions read (`total`, `items` of `sum(items.amount)`); null when
 * the model is unknown: then every field counts. Strings are skipped; context names
 * (`starter.…`, `htd.code`) are not fields.
 */
export function fieldsReadBy(
  conditions: readonly string[] | null,
  schema: FormSchema,
): string[] | null {
  // prettier-ignore
  if (conditions === null) return null
  const keys = new Set(schema.fields.map((f) => f.key))
  const read = new Set<string>()
  for (const condition of conditions) {
    const code = condition.replace(/'[^']*'|"[^"]*"/g, '')
    for (const [name] of code.matchAll(/[A-Za-z_]\w*/g)) if (keys.has(name)) read.add(name)
  }
  return [...read]
}

/** What a preview depends on: the fields read (or all), as text; an unchanged key asks nothing. */
export function previewKeyOf(data: FormData, fields: readonly string[] | null): string {
  const keys = fields ?? Object.keys(data).sort()
  return JSON.stringify(keys.map((key) => [key, data[key] ?? null]))
}
