import { entityNotFound, validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { Check, CrudContext, CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions, defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { defaultOrder } from '../../core/crud/paging.ts'
import { isGuid, toValidationErrors } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { liveRows } from '../../core/db/database.ts'
import { jsonResponse, readQuery, type MockResponse } from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { findTenantProject } from '../project/project-access.ts'
import { findFolder, placementsOf, toFolderDto } from './app-dtos.ts'
import { folderFields, type FolderInput } from './app-fields.ts'
import type { ProjectAppFolderRecord } from './app-types.ts'

/** Folders nest at most this deep (business-api.md §4.2, `Base:FolderMaxDepth`). */
export const maxFolderDepth = 3

type Folder = ProjectAppFolderRecord

function projectFolders({ db, tenantId }: CrudContext, projectId: string): Folder[] {
  return liveRows(db.projectAppFolders, tenantId).filter((f) => f.projectId === projectId)
}

/** 1 for a root folder. */
function depthOf(folder: Folder, folders: readonly Folder[]): number {
  let depth = 1
  let parentId = folder.parentId
  while (parentId !== null && depth <= folders.length) {
    const parent = folders.find((f) => f.id === parentId)
    if (!parent) break
    depth += 1
    parentId = parent.parentId
  }
  return depth
}

/** The folder itself and every folder under it. */
function subtreeOf(folder: Folder, folders: readonly Folder[]): Folder[] {
  const found = [folder]
  for (let i = 0; i < found.length; i++) {
    found.push(...folders.filter((f) => f.parentId === found[i].id))
  }
  return found
}

/** Levels of a subtree: 1 for a folder without sub-folders. */
function heightOf(folder: Folder, folders: readonly Folder[]): number {
  const children = folders.filter((f) => f.parentId === folder.id)
  return 1 + Math.max(0, ...children.map((child) => heightOf(child, folders)))
}

/**
 * The §4.2 rules, in order: the project (404), the parent (404, same project, no cycle), the
 * depth, then the name among its new siblings.
 */
function checkFolder(input: FolderInput, row: Folder | null, context: CrudContext): Check {
  const { db, tenantId, culture } = context
  const projectId = row?.projectId ?? input.projectId!
  if (!row && !findTenantProject(db, tenantId, projectId)) {
    return entityNotFound(culture, 'Project', projectId)
  }
  const folders = projectFolders(context, projectId)
  let parentDepth = 0
  if (input.parentId !== null) {
    const parent = findFolder(db, tenantId, input.parentId)
    if (!parent) return entityNotFound(culture, 'ProjectAppFolder', input.parentId)
    if (parent.projectId !== projectId) return businessError(culture, 'Base:FolderProjectMismatch')
    if (row && subtreeOf(row, folders).includes(parent)) {
      return businessError(culture, 'Base:FolderParentCycle')
    }
    parentDepth = depthOf(parent, folders)
  }
  const height = row ? heightOf(row, folders) : 1
  if (parentDepth + height > maxFolderDepth) {
    return businessError(culture, 'Base:FolderMaxDepth', maxFolderDepth)
  }
  const clash = folders.some(
    (f) =>
      f !== row &&
      f.parentId === input.parentId &&
      f.name.trim().toLowerCase() === input.name!.trim().toLowerCase(),
  )
  return clash ? businessError(culture, 'Base:DuplicateFolderName', input.name!) : null
}

function assign(input: FolderInput) {
  return {
    parentId: input.parentId,
    name: input.name!,
    icon: input.icon,
    sort: input.sort,
    extraProperties: input.extraProperties,
  }
}

/** Project app folders, business-api.md §4.2: no paged list, the tree instead. */
export const folderResource: CrudResource<Folder, typeof folderFields> = {
  path: '/api/base/project-app-folder',
  entityType: 'ProjectAppFolder',
  permissions: crudPermissions('AppManage.ProjectAppFolder'),
  table: (db) => db.projectAppFolders,
  fields: folderFields,
  filterFields: (row) => [row.name],
  sorting: {},
  checkCreate: (input, context) => checkFolder(input, null, context),
  checkUpdate: (row, input, context) => checkFolder(input, row, context),
  checkDelete: (row, context) => {
    const { db, tenantId, culture } = context
    const hasChildren = projectFolders(context, row.projectId).some((f) => f.parentId === row.id)
    const hasApps = placementsOf(db, tenantId).some((p) => p.folderId === row.id)
    return hasChildren || hasApps ? businessError(culture, 'Base:FolderNotEmpty', row.name) : null
  },
  create: (input, audit) => ({ ...audit, projectId: input.projectId!, ...assign(input) }),
  update: (row, input) => {
    Object.assign(row, assign(input))
  },
  toDto: (row, { db }) => toFolderDto(row, db),
  without: ['list', 'picker'],
}

/** A required GUID query parameter: absent → 400 V1, not a GUID → 400 V5. */
export function requiredGuidQuery(
  context: CrudContext,
  name: string,
): { value: string } | { response: MockResponse } {
  const raw = readQuery(context.request.query, name)?.trim().toLowerCase() || null
  if (raw !== null && isGuid(raw)) return { value: raw }
  const issues = [{ member: name, rule: raw === null ? ('V1' as const) : ('V5' as const), args: [] }] // prettier-ignore
  return { response: validationError(context.culture, toValidationErrors(context.culture, issues)) } // prettier-ignore
}

/** Children of `parentId`, each with its own children, siblings by sort then name. */
export function folderChildren<T>(
  folders: readonly Folder[],
  parentId: string | null,
  node: (folder: Folder, children: T[]) => T | null,
): T[] {
  return folders
    .filter((f) => f.parentId === parentId)
    .sort(defaultOrder)
    .map((f) => node(f, folderChildren(folders, f.id, node)))
    .filter((n): n is T => n !== null)
}

/** `GET /project-app-folder/tree?projectId=`: `ListResultDto<FolderNodeDto>`, nested. */
const folderTreeRoute = defineRoute({
  method: 'GET',
  pattern: '/api/base/project-app-folder/tree',
  permission: { anyOf: ['AppManage.ProjectAppFolder', 'AppManage.ProjectApp'] },
  reads: { query: ['projectId'] },
  handle: withCrudContext((context) => {
    const projectId = requiredGuidQuery(context, 'projectId')
    if ('response' in projectId) return projectId.response
    type Node = ReturnType<typeof toFolderDto> & { children: Node[] }
    const items = folderChildren<Node>(projectFolders(context, projectId.value), null, (f, children) => ({ ...toFolderDto(f, context.db), children })) // prettier-ignore
    return jsonResponse(200, { items })
  }),
})

export const folderRoutes: BackendRoute[] = [folderTreeRoute, ...defineCrudRoutes(folderResource)]
