/** The grant pages' URL: `?view=user|project&user=&project=&htd=`. */

export type GrantView = 'user' | 'project'
export type GrantParam = 'view' | 'user' | 'project' | 'htd'

/**
 * The view the URL asks for: the named one, else the one its selection belongs to (the project
 * list links to `?project=<id>` after creating a project), else by user.
 */
export function parseGrantView(params: URLSearchParams): GrantView {
  const view = params.get('view')
  if (view === 'user' || view === 'project') return view
  return !params.get('user') && params.get('project') ? 'project' : 'user'
}

/** The URL after a change: values set, empty or undefined ones removed, the rest kept. */
export function withGrantParams(
  params: URLSearchParams,
  change: Partial<Record<GrantParam, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value)
    else next.delete(key)
  }
  return next
}
