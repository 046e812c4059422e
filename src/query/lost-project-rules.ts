import type { QueryKey } from '@tanstack/react-query'
import { isApiError } from '@/api/http/api-error'

/** ABP's "not authorised" code, which the project-scoped services answer for a project the caller lost. */
export const notAuthorizedCode = 'Volo.Authorization:010001'

/**
 * Whether a failed query shows that the user lost the current project: a query of that project
 * (its key carries it, src/query/query-keys.ts) refused with 403 `Volo.Authorization:010001`
 * (spec §4 Current project). The user's project list must then be read again.
 */
export function isLostProjectError(
  error: unknown,
  queryKey: QueryKey,
  currentProjectId: string | null,
): boolean {
  if (!isApiError(error) || error.status !== 403 || error.code !== notAuthorizedCode) return false
  const [tenant, , project, projectId] = queryKey
  return (
    tenant === 'tenant' &&
    project === 'project' &&
    currentProjectId !== null &&
    projectId === currentProjectId
  )
}
