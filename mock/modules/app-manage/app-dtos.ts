import { auditedDto } from '../../core/crud/crud-resource.ts'
import { sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { MockRequest } from '../../core/http/mock-http.ts'
import type { AppRecord, ProjectAppFolderRecord, ProjectAppRecord } from './app-types.ts'

/** The origin the caller reached the backend at (every port of the dev server, preview, tests). */
export function requestOrigin(request: MockRequest): string {
  const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost'
  const scheme = request.headers['x-forwarded-proto']?.split(',')[0].trim() || 'http'
  return `${scheme}://${host}`
}

/** An app's address as clients see it: a root-relative seed path becomes absolute. */
export function appUrl(app: AppRecord, request: MockRequest): string {
  return app.url.startsWith('/') ? `${requestOrigin(request)}${app.url}` : app.url
}

export function findApp(db: MockDatabase, tenantId: string | null, id: string) {
  return liveRows(db.apps, tenantId).find((app) => sameId(app.id, id))
}

export function findFolder(db: MockDatabase, tenantId: string | null, id: string) {
  return liveRows(db.projectAppFolders, tenantId).find((folder) => sameId(folder.id, id))
}

export function placementsOf(db: MockDatabase, tenantId: string | null) {
  return liveRows(db.projectApps, tenantId)
}

export function toAppDto(app: AppRecord, db: MockDatabase, request: MockRequest) {
  const placementCount = placementsOf(db, app.tenantId).filter((p) => p.appId === app.id).length
  return {
    ...auditedDto(app),
    name: app.name,
    code: app.code,
    icon: app.icon,
    url: appUrl(app, request),
    type: app.type,
    clientId: app.clientId,
    enabled: app.enabled,
    sort: app.sort,
    description: app.description,
    placementCount,
  }
}

export function toFolderDto(folder: ProjectAppFolderRecord, db: MockDatabase) {
  const appCount = placementsOf(db, folder.tenantId).filter((p) => p.folderId === folder.id).length
  return {
    ...auditedDto(folder),
    projectId: folder.projectId,
    parentId: folder.parentId,
    name: folder.name,
    icon: folder.icon,
    sort: folder.sort,
    appCount,
  }
}

export function toProjectAppDto(placement: ProjectAppRecord, db: MockDatabase) {
  const app = db.apps.find((a) => a.id === placement.appId)
  const folder = db.projectAppFolders.find((f) => f.id === placement.folderId)
  return {
    ...auditedDto(placement),
    projectId: placement.projectId,
    folderId: placement.folderId,
    folderName: folder?.name ?? null,
    appId: placement.appId,
    appName: app?.name ?? null,
    appCode: app?.code ?? null,
    appIcon: app?.icon ?? null,
    appType: app?.type ?? null,
    appEnabled: app?.enabled ?? false,
    sort: placement.sort,
  }
}
