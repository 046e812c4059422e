import { entityNotFound } from '../../core/abp-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { isGuid } from '../../core/crud/validation.ts'
import { sameId } from '../../core/db/audit.ts'
import type { UserRecord } from '../../core/db/types.ts'
import {
  emptyResponse,
  jsonResponse,
  noContent,
  type MockResponse,
} from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { presentRows, toProjectGrantDto } from './grant-dto.ts'
import {
  findAll,
  invalid,
  serve,
  maxIdsPerTarget,
  maxIdsPerUser,
  readIdList,
} from './grant-input.ts'
import { grantPage } from './grant-list.ts'
import {
  findProject,
  findTenantUser,
  grantLookups,
  htdGrantsOf,
  projectGrantsOf,
} from './grant-records.ts'
import { assignSuffix, userProjectPolicy } from './grant-policies.ts'
import { diffIdSets } from './grant-rules.ts'
import { addProjectGrant, removeProjectGrant } from './grant-store.ts'

/** User-project grants, business-api.md §3.4. */
const path = '/api/base/user-project-permission'
const assignPolicy = `${userProjectPolicy}${assignSuffix}`

function projectGrantDtos({ db, tenantId }: CrudContext) {
  const lookups = grantLookups(db, tenantId)
  const htdGrants = htdGrantsOf(db, tenantId)
  const grants = projectGrantsOf(db, tenantId)
  return presentRows(grants.map((grant) => toProjectGrantDto(grant, lookups, htdGrants)))
}

function listGrants(context: CrudContext): MockResponse {
  return grantPage(context, projectGrantDtos(context), {
    idFilters: ['userId', 'projectId'],
    filterFields: (dto) => [dto.userName, dto.name, dto.projName, dto.projCode],
    sorting: {
      userName: (dto) => dto.userName,
      projName: (dto) => dto.projName,
      creationTime: (dto) => dto.creationTime,
    },
  })
}

/** `{userId:guid}`-style path ids: anything else does not match the route (bare 404). */
function userOf(context: CrudContext): { user: UserRecord } | { response: MockResponse } {
  const { userId } = context.params
  if (!isGuid(userId)) return { response: emptyResponse(404) }
  const user = findTenantUser(context.db, context.tenantId, userId)
  return user ? { user } : { response: entityNotFound(context.culture, 'IdentityUser', userId) }
}

/** `GET …/by-user/{userId}`: the user's grants by project `sort`. */
function listUserGrants(context: CrudContext): MockResponse {
  const found = userOf(context)
  if ('response' in found) return found.response
  const sortOf = (projectId: string) =>
    findProject(context.db, context.tenantId, projectId)?.sort ?? 0
  const items = projectGrantDtos(context)
    .filter((dto) => sameId(dto.userId, found.user.id))
    .sort((a, b) => sortOf(a.projectId) - sortOf(b.projectId))
  return jsonResponse(200, { items })
}

/** `PUT …/by-user/{userId}` `{projectIds}`: replaces the user's project set (cascade). */
function replaceUserProjects(context: CrudContext): MockResponse {
  if (!isGuid(context.params.userId)) return emptyResponse(404)
  const ids = readIdList(context, 'projectIds', maxIdsPerUser)
  if ('issues' in ids) return invalid(context, ids.issues)
  const found = userOf(context)
  if ('response' in found) return found.response
  const { db, tenantId, caller } = context
  const projects = findAll(context, ids.value, 'Project', (id) => findProject(db, tenantId, id))
  if ('response' in projects) return projects.response
  const held = projectGrantsOf(db, tenantId).filter((g) => sameId(g.userId, found.user.id))
  const { added, removed } = diffIdSets(
    held.map((g) => g.projectId),
    projects.value.map((p) => p.id),
  )
  for (const projectId of added) {
    addProjectGrant(db, tenantId, found.user.id, projectId, caller.userId)
  }
  for (const grant of held.filter((g) => removed.includes(g.projectId))) {
    removeProjectGrant(db, grant, caller.userId)
  }
  return noContent()
}

/** `PUT …/by-project/{projectId}` `{userIds}`: replaces the project's user set (cascade). */
function replaceProjectUsers(context: CrudContext): MockResponse {
  const { projectId } = context.params
  if (!isGuid(projectId)) return emptyResponse(404)
  const ids = readIdList(context, 'userIds', maxIdsPerTarget)
  if ('issues' in ids) return invalid(context, ids.issues)
  const { db, tenantId, caller, culture } = context
  const project = findProject(db, tenantId, projectId)
  if (!project) return entityNotFound(culture, 'Project', projectId)
  const users = findAll(context, ids.value, 'IdentityUser', (id) =>
    findTenantUser(db, tenantId, id),
  )
  if ('response' in users) return users.response
  const held = projectGrantsOf(db, tenantId).filter((g) => sameId(g.projectId, project.id))
  const { added, removed } = diffIdSets(
    held.map((g) => g.userId),
    users.value.map((u) => u.id),
  )
  for (const userId of added) addProjectGrant(db, tenantId, userId, project.id, caller.userId)
  for (const grant of held.filter((g) => removed.includes(g.userId))) {
    removeProjectGrant(db, grant, caller.userId)
  }
  return noContent()
}

/** `DELETE …/{id}`: one grant, with the user's htd grants in the project. */
function deleteGrant(context: CrudContext): MockResponse {
  const { id } = context.params
  if (!isGuid(id)) return emptyResponse(404)
  const grant = projectGrantsOf(context.db, context.tenantId).find((g) => sameId(g.id, id))
  if (!grant) return entityNotFound(context.culture, 'UserProjectPermission', id)
  removeProjectGrant(context.db, grant, context.caller.userId)
  return noContent()
}

export const userProjectPermissionRoutes: BackendRoute[] = [
  defineRoute({ method: 'GET', pattern: path, permission: userProjectPolicy, handle: serve(listGrants) }),
  defineRoute({ method: 'GET', pattern: `${path}/by-user/:userId`, permission: userProjectPolicy, handle: serve(listUserGrants) }),
  defineRoute({ method: 'PUT', pattern: `${path}/by-user/:userId`, permission: assignPolicy, handle: serve(replaceUserProjects) }),
  defineRoute({ method: 'PUT', pattern: `${path}/by-project/:projectId`, permission: assignPolicy, handle: serve(replaceProjectUsers) }),
  defineRoute({ method: 'DELETE', pattern: `${path}/:id`, permission: assignPolicy, handle: serve(deleteGrant) }),
] // prettier-ignore
