import type { AuditedRecord } from '../../core/db/audited-record.ts'
import type { AppBody, FolderBody } from './app-fields.ts'

/**
 * An app of the launcher (business-api.md §4.1). `url` is absolute, except for seeded demo apps
 * the embedded backend serves itself: a root-relative path (`/__demo-app/quality`) that the DTO
 * and the launch resolve against the request's origin, so it works on every port.
 */
export interface AppRecord extends AuditedRecord, AppBody {
  name: string
  code: string
  url: string
  type: number
}

/** A folder (分类) of a project's launcher, at most 3 levels deep (§4.2). */
export interface ProjectAppFolderRecord extends AuditedRecord, FolderBody {
  projectId: string
  name: string
}

/** An app placed in a folder of a project (§4.3): at most once per project. */
export interface ProjectAppRecord extends AuditedRecord {
  projectId: string
  folderId: string
  appId: string
  sort: number
}

/**
 * A one-time launch code (§4.1 "Launch"). Only its SHA-256 is kept, so a dump of the database
 * shows no usable code; it is bound to the tenant, user, app (through its client) and project.
 */
export interface AppLaunchCodeRecord {
  codeHash: string
  tenantId: string | null
  userId: string
  appId: string
  clientId: string
  projectId: string | null
  /** `Date.now()` milliseconds. */
  expiresAt: number
  used: boolean
}

declare module '../../core/db/types.ts' {
  /** The module's tables (declaration merging: the database is the sum of the modules'). */
  interface MockDatabase {
    apps: AppRecord[]
    projectAppFolders: ProjectAppFolderRecord[]
    projectApps: ProjectAppRecord[]
    appLaunchCodes: AppLaunchCodeRecord[]
  }
}
