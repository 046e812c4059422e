/** App management DTOs (business-api.md §4). */

/** 1 Web, 2 Mobile. Mobile apps are listed but never launched from a browser. */
export type AppType = 1 | 2

export const appTypes = { web: 1, mobile: 2 } as const satisfies Record<string, AppType>

/** An app of the catalogue (§4.1). */
export interface AppDto {
  id: string
  name: string
  /** `^[A-Za-z][A-Za-z0-9_-]*$`, unique. */
  code: string
  /** An icon key (`safety`) or an absolute `https://` image URL; null: the fallback icon. */
  icon: string | null
  /** http(s) only. */
  url: string
  type: AppType
  /** The app's client in Client management; with it, a launch adds a one-time code. */
  clientId: string | null
  enabled: boolean
  sort: number
  description: string | null
  /** Read only: the number of projects the app is placed in. */
  placementCount: number
  concurrencyStamp: string
  creationTime: string
}

export interface AppUpdateDto {
  name: string
  code: string
  icon?: string | null
  url: string
  type: AppType
  clientId?: string | null
  enabled: boolean
  sort: number
  description?: string | null
  concurrencyStamp?: string | null
}

export type AppCreateDto = Omit<AppUpdateDto, 'concurrencyStamp'>

/** The app list's own filters besides `filter` (name, code, url). */
export interface AppFilters {
  type: AppType
  enabled: boolean
}

/** What `POST /api/base/app/{id}/launch` answers: where to go, valid for `expiresIn` seconds. */
export interface AppLaunchDto {
  url: string
  expiresIn: number
}

/** A project's app folder (§4.2). */
export interface FolderDto {
  id: string
  projectId: string
  parentId: string | null
  name: string
  icon: string | null
  sort: number
  /** Read only: direct placements. */
  appCount: number
  concurrencyStamp: string
  creationTime: string
}

/** A node of `GET /api/base/project-app-folder/tree`: siblings by sort. */
export interface FolderNodeDto extends FolderDto {
  children: FolderNodeDto[]
}

export interface FolderCreateDto {
  projectId: string
  parentId?: string | null
  name: string
  icon?: string | null
  sort: number
}

export interface FolderUpdateDto extends Omit<FolderCreateDto, 'projectId'> {
  concurrencyStamp?: string | null
}

/** An app placed in a project's folder (§4.3). */
export interface ProjectAppDto {
  id: string
  /** Read only, from the folder. */
  projectId: string
  folderId: string
  folderName: string
  appId: string
  appName: string
  appCode: string
  appIcon: string | null
  appType: AppType
  /** A disabled app keeps its placement, is marked, and is left out of the launcher. */
  appEnabled: boolean
  sort: number
  concurrencyStamp: string
  creationTime: string
}

/** An app tile of the launcher. */
export interface LauncherAppDto {
  projectAppId: string
  appId: string
  name: string
  code: string
  icon: string | null
  type: AppType
  sort: number
}

/** A folder of the launcher: only folders holding (directly or below) an enabled app of the type. */
export interface LauncherFolderDto {
  id: string
  name: string
  icon: string | null
  sort: number
  apps: LauncherAppDto[]
  children: LauncherFolderDto[]
}
