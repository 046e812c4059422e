import { entityNotFound, policyNotGranted, validationError } from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { newAuditedRecord } from '../../core/db/audit.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { toValidationErrors, validateInput } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { liveRows } from '../../core/db/database.ts'
import { listPage } from '../../core/crud/crud-reads.ts'
import {
  jsonResponse,
  parseJsonBody,
  readQuery,
  type MockResponse,
} from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { findTenantProject, userHasProjectGrant } from '../project/project-access.ts'
import { findApp, findFolder, placementsOf, toProjectAppDto } from './app-dtos.ts'
import { appTypes, batchFields, projectAppFields, type ProjectAppInput } from './app-fields.ts'
import type { ProjectAppFolderRecord, ProjectAppRecord } from './app-types.ts'
import { folderChildren, requiredGuidQuery } from './folder-routes.ts'

type Placement = ProjectAppRecord

const appOf = ({ db }: CrudContext, placement: Placement) =>
  db.apps.find((app) => app.id === placement.appId)

/** `projectId` (required, V1) and `folderId` (direct placements of that folder). */
function filterPlacements(rows: Placement[], context: CrudContext) {
  const projectId = requiredGuidQuery(context, 'projectId')
  if ('response' in projectId) return projectId.response
  const folderText = readQuery(context.request.query, 'folderId')?.trim().toLowerCase() || null
  if (folderText !== null) {
    const folderId = requiredGuidQuery(context, 'folderId')
    if ('response' in folderId) return folderId.response
  }
  return rows.filter(
    (p) => p.projectId === projectId.value && (folderText === null || p.folderId === folderText),
  )
}

/** The placement's folder (404) and, on a move, the same project (`Base:FolderProjectMismatch`). */
function checkFolderOf(
  folderId: string,
  row: Placement | null,
  context: CrudContext,
): { folder: ProjectAppFolderRecord } | { response: MockResponse } {
  const folder = findFolder(context.db, context.tenantId, folderId)
  if (!folder) return { response: entityNotFound(context.culture, 'ProjectAppFolder', folderId) }
  if (row && folder.projectId !== row.projectId) {
    return { response: businessError(context.culture, 'Base:FolderProjectMismatch') }
  }
  return { folder }
}

/** The apps to place exist (404 `App`) and none is in the project yet (`Base:ProjectAppDuplicate`). */
function checkNewPlacements(
  projectId: string,
  appIds: readonly string[],
  context: CrudContext,
): Check {
  const { db, tenantId, culture } = context
  const placed = new Set(placementsOf(db, tenantId).filter((p) => p.projectId === projectId).map((p) => p.appId)) // prettier-ignore
  for (const appId of appIds) {
    const app = findApp(db, tenantId, appId)
    if (!app) return entityNotFound(culture, 'App', appId)
    if (placed.has(app.id)) return businessError(culture, 'Base:ProjectAppDuplicate', app.name)
  }
  return null
}

/** Project apps (placements), business-api.md §4.3. */
export const projectAppResource: CrudResource<Placement, typeof projectAppFields> = {
  path: '/api/base/project-app',
  entityType: 'ProjectApp',
  permissions: crudPermissions('AppManage.ProjectApp'),
  table: (db) => db.projectApps,
  fields: projectAppFields,
  filterFields: () => [],
  sorting: {
    sort: (row) => row.sort,
    creationTime: (row) => row.creationTime,
  },
  listFilter: filterPlacements,
  checkCreate: (input, context) => {
    const found = checkFolderOf(input.folderId!, null, context)
    if ('response' in found) return found.response
    return checkNewPlacements(found.folder.projectId, [input.appId!], context)
  },
  checkUpdate: (row, input, context) => {
    const found = checkFolderOf(input.folderId!, row, context)
    return 'response' in found ? found.response : null
  },
  create: (input, audit, context) => ({
    ...audit,
    projectId: findFolder(context.db, context.tenantId, input.folderId!)!.projectId,
    folderId: input.folderId!,
    appId: input.appId!,
    sort: input.sort,
  }),
  update: (row, input: ProjectAppInput) => {
    row.folderId = input.folderId!
    row.sort = input.sort
  },
  toDto: (row, { db }) => toProjectAppDto(row, db),
  bulkDelete: true,
  without: ['picker', 'list'],
}

/**
 * The paged list: `filter` searches the app's name and code and `sorting` knows `appName`, which
 * the placement itself does not hold, so the resource reads them through its app.
 */
function placementResourceFor(
  context: CrudContext,
): CrudResource<Placement, typeof projectAppFields> {
  const name = (row: Placement) => appOf(context, row)?.name ?? null
  return {
    ...projectAppResource,
    filterFields: (row) => [name(row), appOf(context, row)?.code ?? null],
    sorting: { ...projectAppResource.sorting, appName: name },
    defaultOrder: (a, b) =>
      a.sort - b.sort || compareValues(name(a), name(b)) || compareValues(a.creationTime, b.creationTime), // prettier-ignore
  }
}

const placementListRoute = defineRoute({
  method: 'GET',
  pattern: '/api/base/project-app',
  permission: 'AppManage.ProjectApp',
  reads: { query: ['projectId', 'folderId', 'filter', 'sorting', 'skipCount', 'maxResultCount'] },
  handle: withCrudContext((context) => listPage(placementResourceFor(context), context)),
})

/** Sort numbers after the folder's last placement, for a batch that gives none. */
function nextSorts(context: CrudContext, folderId: string, count: number): number[] {
  const sorts = placementsOf(context.db, context.tenantId).filter((p) => p.folderId === folderId).map((p) => p.sort) // prettier-ignore
  const start = Math.max(0, ...sorts) + 1
  return Array.from({ length: count }, (_, i) => Math.min(start + i, 9999))
}

/** `POST /project-app/batch`: `{folderId, appIds}`, all or nothing (the first refusal wins). */
const batchRoute = defineRoute({
  method: 'POST',
  pattern: '/api/base/project-app/batch',
  permission: 'AppManage.ProjectApp.Create',
  reads: { body: ['folderId', 'appIds'] },
  handle: withCrudContext((context) => {
    const { culture } = context
    const result = validateInput(parseJsonBody(context.request.body), batchFields, 'create')
    const issues = result.ok ? [] : result.issues
    if (result.ok && result.input.appIds!.length === 0) issues.push({ member: 'appIds', rule: 'V1', args: [] }) // prettier-ignore
    if (!result.ok || issues.length > 0) return validationError(culture, toValidationErrors(culture, issues)) // prettier-ignore
    const { folderId, appIds } = result.input
    const found = checkFolderOf(folderId!, null, context)
    if ('response' in found) return found.response
    const { folder } = found
    const refusal = checkNewPlacements(folder.projectId, appIds!, context)
    if (refusal) return refusal
    const sorts = nextSorts(context, folder.id, appIds!.length)
    const rows: Placement[] = appIds!.map((appId, index) => ({
      ...newAuditedRecord(context.tenantId, context.caller.userId),
      projectId: folder.projectId,
      folderId: folder.id,
      appId,
      sort: sorts[index],
    }))
    context.db.projectApps.push(...rows)
    return jsonResponse(200, { items: rows.map((row) => toProjectAppDto(row, context.db)) })
  }),
})

/**
 * Who may open a project's apps (launcher, launch): a user-project grant, or AppManage.ProjectApp
 * (business-api.md §4.1, §4.3); else the row check's 403.
 */
export function mayUseProject(context: CrudContext, projectId: string): boolean {
  return (
    userHasProjectGrant(context.db, context.caller.userId, projectId) ||
    isGranted(context.caller, 'AppManage.ProjectApp')
  )
}

/**
 * `GET /project-app/launcher?projectId=&type=`: enabled apps of the type (default Web) in the
 * project's folders, by sort; folders without such an app anywhere below are left out.
 */
const launcherRoute = defineRoute({
  method: 'GET',
  pattern: '/api/base/project-app/launcher',
  reads: { query: ['projectId', 'type'] },
  handle: withCrudContext((context) => {
    const { db, tenantId, culture } = context
    const projectId = requiredGuidQuery(context, 'projectId')
    if ('response' in projectId) return projectId.response
    const typeText = readQuery(context.request.query, 'type')?.trim() || null
    const type = typeText === null ? appTypes.web : Number(typeText)
    if (type !== appTypes.web && type !== appTypes.mobile) {
      const issues = [{ member: 'type', rule: 'V5' as const, args: [] }]
      return validationError(culture, toValidationErrors(culture, issues))
    }
    if (!findTenantProject(db, tenantId, projectId.value)) {
      return entityNotFound(culture, 'Project', projectId.value)
    }
    if (!mayUseProject(context, projectId.value)) return policyNotGranted(culture)
    const placements = placementsOf(db, tenantId).filter((p) => p.projectId === projectId.value)
    const folders = liveRows(db.projectAppFolders, tenantId).filter((f) => f.projectId === projectId.value) // prettier-ignore
    const appsIn = (folderId: string) =>
      placements
        .filter((p) => p.folderId === folderId)
        .map((p) => ({ placement: p, app: findApp(db, tenantId, p.appId) }))
        .filter(({ app }) => app !== undefined && app.enabled && app.type === type)
        .sort(
          (a, b) => a.placement.sort - b.placement.sort || compareValues(a.app!.name, b.app!.name),
        ) // prettier-ignore
        .map(({ placement, app }) => ({
          projectAppId: placement.id,
          appId: app!.id,
          name: app!.name,
          code: app!.code,
          icon: app!.icon,
          type: app!.type,
          sort: placement.sort,
        }))
    type LauncherFolder = { id: string; name: string; icon: string | null; sort: number; apps: ReturnType<typeof appsIn>; children: LauncherFolder[] } // prettier-ignore
    const items = folderChildren<LauncherFolder>(folders, null, (folder, children) => {
      const apps = appsIn(folder.id)
      if (apps.length === 0 && children.length === 0) return null
      return { id: folder.id, name: folder.name, icon: folder.icon, sort: folder.sort, apps, children } // prettier-ignore
    })
    return jsonResponse(200, { items })
  }),
})

export const projectAppRoutes: BackendRoute[] = [
  placementListRoute,
  batchRoute,
  launcherRoute,
  ...defineCrudRoutes(projectAppResource),
]
