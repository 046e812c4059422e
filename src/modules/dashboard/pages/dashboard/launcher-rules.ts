import { appTypes, type LauncherFolderDto } from '@/modules/app-manage'

/**
 * What the dashboard's launcher shows of a project's launcher answer (business-api.md §4.3): Web
 * apps only (a Mobile app is never launched from a browser, even if an answer held one), folders
 * and apps by sort (ties keep the server's order), sub-folders inside their parent, and no folder
 * that holds nothing to open, neither itself nor below.
 */
export function toLauncherFolders(folders: readonly LauncherFolderDto[]): LauncherFolderDto[] {
  return bySort(folders)
    .map((folder) => ({
      ...folder,
      apps: bySort(folder.apps.filter((app) => app.type === appTypes.web)),
      children: toLauncherFolders(folder.children),
    }))
    .filter((folder) => folder.apps.length > 0 || folder.children.length > 0)
}

/** The address a tile opens: `/app/redirect` with the app and the project, nothing else. */
export function launchSearch(appId: string, projectId: string): string {
  return `?${new URLSearchParams({ appId, projectId }).toString()}`
}

function bySort<T extends { sort: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sort - b.sort)
}
