import { useProjectStore, selectCurrentProject } from '@/stores/project-store'
import type { ProjectOption } from '@/stores/project-rules'

export interface CurrentProject {
  projectId: string | null
  project: ProjectOption | undefined
  /** Grows on every switch: a page that re-queries on change lists it in its effect's inputs. */
  changeCount: number
}

/**
 * The current project for pages. Zustand subscribes through useSyncExternalStore, so a page kept
 * hidden in the tab cache catches up with a switch as soon as it is shown again.
 */
export function useCurrentProject(): CurrentProject {
  const projectId = useProjectStore((s) => s.currentProjectId)
  const project = useProjectStore(selectCurrentProject)
  const changeCount = useProjectStore((s) => s.projectChangeCount)
  return { projectId, project, changeCount }
}
