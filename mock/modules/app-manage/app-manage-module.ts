import type { MockModule } from '../../core/modules/mock-module.ts'
import { appRoutes } from './app-routes.ts'
import { demoAppRoutes } from './demo-app-route.ts'
import { folderRoutes } from './folder-routes.ts'
import { launchRoutes } from './launch-routes.ts'
import { projectAppRoutes } from './project-app-routes.ts'
import { seedApps, seedFolders, seedPlacements } from './seed-apps.ts'

/** Apps, the projects' launcher folders and placements, launch codes (business-api.md §4). */
export const appManageModule: MockModule = {
  name: 'app-manage',
  routes: [...appRoutes, ...launchRoutes, ...folderRoutes, ...projectAppRoutes, ...demoAppRoutes],
  seed: () => ({
    apps: seedApps(),
    projectAppFolders: seedFolders(),
    projectApps: seedPlacements(),
    appLaunchCodes: [],
  }),
}
