/**
 * Which cached queries show app-management data, whatever their scope (the tenant's, or a
 * project's: the dashboard launcher). A placement write changes folders' `appCount`, apps'
 * `placementCount` and the launcher; a folder write changes the placements' `folderName` and the
 * launcher. Keys are `[...scope, 'base', resource, …]` (src/query/query-keys.ts). Pure.
 */

/** The resources whose views one write of this module may change. */
const appResources: ReadonlySet<unknown> = new Set(['app', 'project-app', 'project-app-folder'])

export function isAppViewKey(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] !== 'tenant') return false
  const base = queryKey.indexOf('base')
  return base > 0 && appResources.has(queryKey[base + 1])
}
