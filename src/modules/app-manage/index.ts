// The app-manage module's public entry: what other modules use (the dashboard's launcher).
export { AppIcon } from './components/app-icon'
export type { LauncherAppDto, LauncherFolderDto } from './api/app-dtos'
export { appTypes } from './api/app-dtos'
export { launcherManagePolicy, launcherQueries } from './api/launcher-api'
