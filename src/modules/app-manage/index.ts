// The app-manage module's public entry: what other modules use (the dashboard's launcher).
export { AppIcon } from './components/app-icon'
export type { LauncherAppDto, LauncherFolderDto } from './api/app-dtos'
export { appTypes } from './api/app-dtos'
export { launcherQueries } from './api/launcher-api'
// Who may place apps in a project's folders: the empty launcher links them to `/app/project`.
export { projectAppPolicies } from './api/project-app-api'
