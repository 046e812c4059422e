import { entityNotFound } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { isGuid, type ValidationIssue } from '../../core/crud/validation.ts'
import { sameId } from '../../core/db/audit.ts'
import type { UserRecord } from '../../core/db/types.ts'
import {
  emptyResponse,
  jsonResponse,
  noContent,
  type MockResponse,
} from '../../core/http/mock-http.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { presentRows, toHtdGrantDto } from './grant-dto.ts'
import {
  findAll,
  invalid,
  serve,
  maxIdsPerTarget,
  maxIdsPerUser,
  readGuidQuery,
  readIdList,
  readRequiredGuidQuery,
  type Parsed,
} from './grant-input.ts'
import { grantPage } from './grant-list.ts'
import {
  findHtd,
  findProject,
  findTenantUser,
  grantLookups,
  htdGrantsOf,
  projectGrantsOf,
  type GrantProject,
} from './grant-records.ts'
import { assignSuffix, userHtdPolicy } from './grant-policies.ts'
import { diffIdSets } from './grant-rules.ts'
import { addHtdGrant, removeHtdGrant } from './grant-store.ts'

/** User-htd grants, business-api.md §3.5. */
const path = '/api/base/user-htd-permission'
const assignPolicy = `${userHtdPolicy}${assignSuffix}`

function htdGrantDtos({ db, tenantId }: CrudContext) {
  const lookups = grantLookups(db, tenantId)
  return presentRows(htdGrantsOf(db, tenantId).map((grant) => toHtdGrantDto(grant, lookups)))
}

function listGrants(context: CrudContext): MockResponse {
  return grantPage(context, htdGrantDtos(context), {
    idFilters: ['userId', 'projectId', 'htdId'],
    filterFields: (dto) => [dto.userName, dto.name, dto.htdName, dto.htdCode],
    sorting: {
      userName: (dto) => dto.userName,
      htdName: (dto) => dto.htdName,
      creationTime: (dto) => dto.creationTime,
    },
  })
}

/** `GET …/by-user/{userId}[?projectId=]`: by project `sort`, then htd `sort`. */
function listUserGrants(context: CrudContext): MockResponse {
  const { db, tenantId, culture, params } = context
  if (!isGuid(params.userId)) return emptyResponse(404)
  const projectId = readGuidQuery(context, 'projectId')
  if ('response' in projectId) return projectId.response
  const user = findTenantUser(db, tenantId, params.userId)
  if (!user) return entityNotFound(culture, 'IdentityUser', params.userId)
  const sortOf = (dto: { projectId: string; htdId: string }) => [
    findProject(db, tenantId, dto.projectId)?.sort ?? 0,
    findHtd(db, tenantId, dto.htdId)?.sort ?? 0,
  ]
  const items = htdGrantDtos(context)
    .filter((dto) => sameId(dto.userId, user.id))
    .filter((dto) => projectId.value === null || sameId(dto.projectId, projectId.value))
    .sort((a, b) => {
      const [x, y] = [sortOf(a), sortOf(b)]
      return x[0] - y[0] || x[1] - y[1]
    })
  return jsonResponse(200, { items })
}

function holdsProject({ db, tenantId }: CrudContext, userId: string, projectId: string) {
  return projectGrantsOf(db, tenantId).some(
    (g) => sameId(g.userId, userId) && sameId(g.projectId, projectId),
  )
}

function notInProject(context: CrudContext, user: UserRecord, project: GrantProject) {
  return businessError(context.culture, 'Base:UserNotInProject', user.userName, project.projName)
}

/** `PUT …/by-user/{userId}?projectId=` `{htdIds}`: replaces the user's htds in that project. */
function replaceUserHtds(context: CrudContext): MockResponse {
  const { db, tenantId, culture, params, caller } = context
  if (!isGuid(params.userId)) return emptyResponse(404)
  const projectId = readRequiredGuidQuery(context, 'projectId')
  const ids = readIdList(context, 'htdIds', maxIdsPerUser)
  if ('issues' in projectId || 'issues' in ids) {
    return invalid(context, [...issuesOf(projectId), ...issuesOf(ids)])
  }
  const user = findTenantUser(db, tenantId, params.userId)
  if (!user) return entityNotFound(culture, 'IdentityUser', params.userId)
  const project = findProject(db, tenantId, projectId.value)
  if (!project) return entityNotFound(culture, 'Project', projectId.value)
  const htds = findAll(context, ids.value, 'Htd', (id) => findHtd(db, tenantId, id))
  if ('response' in htds) return htds.response
  const outside = htds.value.find((htd) => !sameId(htd.projectId, project.id))
  if (outside)
    return businessError(culture, 'Base:HtdNotInProject', outside.htdName, project.projName)
  if (htds.value.length > 0 && !holdsProject(context, user.id, project.id)) {
    return notInProject(context, user, project)
  }
  const held = htdGrantsOf(db, tenantId).filter(
    (g) => sameId(g.userId, user.id) && sameId(g.projectId, project.id),
  )
  const { added, removed } = diffIdSets(
    held.map((g) => g.htdId),
    htds.value.map((h) => h.id),
  )
  for (const htd of htds.value.filter((h) => added.includes(h.id.toLowerCase()))) {
    addHtdGrant(db, tenantId, user.id, htd, caller.userId)
  }
  held.filter((g) => removed.includes(g.htdId)).forEach((g) => removeHtdGrant(g, caller.userId))
  return noContent()
}

/** Query and body errors come back together (§0.4). */
function issuesOf(parsed: Parsed<unknown>): ValidationIssue[] {
  return 'issues' in parsed ? parsed.issues : []
}

/** `PUT …/by-htd/{htdId}` `{userIds}`: replaces the htd's users; each needs the project grant. */
function replaceHtdUsers(context: CrudContext): MockResponse {
  const { db, tenantId, culture, params, caller } = context
  if (!isGuid(params.htdId)) return emptyResponse(404)
  const ids = readIdList(context, 'userIds', maxIdsPerTarget)
  if ('issues' in ids) return invalid(context, ids.issues)
  const htd = findHtd(db, tenantId, params.htdId)
  const project = htd && findProject(db, tenantId, htd.projectId)
  if (!htd || !project) return entityNotFound(culture, 'Htd', params.htdId)
  const users = findAll(context, ids.value, 'IdentityUser', (id) =>
    findTenantUser(db, tenantId, id),
  )
  if ('response' in users) return users.response
  const outsider = users.value.find((user) => !holdsProject(context, user.id, project.id))
  if (outsider) return notInProject(context, outsider, project)
  const held = htdGrantsOf(db, tenantId).filter((g) => sameId(g.htdId, htd.id))
  const { added, removed } = diffIdSets(
    held.map((g) => g.userId),
    users.value.map((u) => u.id),
  )
  for (const userId of added) addHtdGrant(db, tenantId, userId, htd, caller.userId)
  held.filter((g) => removed.includes(g.userId)).forEach((g) => removeHtdGrant(g, caller.userId))
  return noContent()
}

function deleteGrant(context: CrudContext): MockResponse {
  const { id } = context.params
  if (!isGuid(id)) return emptyResponse(404)
  const grant = htdGrantsOf(context.db, context.tenantId).find((g) => sameId(g.id, id))
  if (!grant) return entityNotFound(context.culture, 'UserHtdPermission', id)
  removeHtdGrant(grant, context.caller.userId)
  return noContent()
}

export const userHtdPermissionRoutes: BackendRoute[] = [
  defineRoute({ method: 'GET', pattern: path, permission: userHtdPolicy, handle: serve(listGrants) }),
  defineRoute({ method: 'GET', pattern: `${path}/by-user/:userId`, permission: userHtdPolicy, handle: serve(listUserGrants) }),
  defineRoute({ method: 'PUT', pattern: `${path}/by-user/:userId`, permission: assignPolicy, handle: serve(replaceUserHtds) }),
  defineRoute({ method: 'PUT', pattern: `${path}/by-htd/:htdId`, permission: assignPolicy, handle: serve(replaceHtdUsers) }),
  defineRoute({ method: 'DELETE', pattern: `${path}/:id`, permission: assignPolicy, handle: serve(deleteGrant) }),
] // prettier-ignore
