import type { MockModule } from '../../core/modules/mock-module.ts'
import { grantRoutes } from './grant-routes.ts'
import { htdRoutes } from './htd-routes.ts'
import { projectRoutes } from './project-routes.ts'
import { seedGrants } from './seed-grants.ts'
import { applyProjectUnits } from './seed-project-units.ts'
import { seedHtds, seedProjects } from './seed-projects.ts'
import { withSeededWorkAreas } from './seed-work-areas.ts'
import { workAreaListRoute } from './work-area-list-route.ts'
import { workAreaRoutes } from './work-area-routes.ts'

/** Projects, contract sections (htds), work areas and the user-project / user-htd grants. */
export const projectModule: MockModule = {
  name: 'project',
  routes: [...grantRoutes, ...projectRoutes, ...htdRoutes, workAreaListRoute, ...workAreaRoutes],
  seed: () => {
    const projects = seedProjects()
    const htds = seedHtds()
    applyProjectUnits(projects, htds)
    return withSeededWorkAreas(htds, { projects, htds, ...seedGrants() })
  },
}
