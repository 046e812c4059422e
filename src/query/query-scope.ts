import { useSession } from '@/auth/use-session'
import { useProjectStore } from '@/stores/project-store'
import { projectScope, tenantScope, type ProjectScope, type TenantScope } from './query-keys'

/** The key prefix of the signed-in user's tenant. */
export function useTenantScope(): TenantScope {
  return tenantScope(useSession().getIdentity()?.tenantId)
}

export interface ProjectScopeState {
  scope: ProjectScope
  /** False until the user's projects are known: project-scoped queries wait (`enabled`). */
  isReady: boolean
}

/** The key prefix of the current project: a switch changes every project-scoped key. */
export function useProjectScope(): ProjectScopeState {
  const tenant = useTenantScope()
  const projectId = useProjectStore((s) => s.currentProjectId)
  const isReady = useProjectStore((s) => s.status !== 'idle' && s.status !== 'loading')
  return { scope: projectScope(tenant, projectId), isReady }
}
