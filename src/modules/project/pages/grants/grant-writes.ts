/**
 * Grant writes that change only what the page changed (issue 20, docs/grant-saves.md). Each §3.4
 * and §3.5 PUT replaces a whole set, and the server has no "add one" call: a write re-reads the
 * set it replaces from the server (never from the query cache), applies the page's change to it,
 * and sends that. Grants another admin made meanwhile, on other sets, are never sent back stale.
 */
import {
  getUserHtds,
  listHtdGrants,
  setHtdUsers,
  setUserHtds,
} from '@/modules/project/api/user-htd-permission-api'
import {
  getUserProjects,
  listProjectGrants,
  setProjectUsers,
  setUserProjects,
} from '@/modules/project/api/user-project-permission-api'
import { applyIdChange, isSameSelection, type IdChange } from './grant-rules'

/** Reads the set, applies the change, and PUTs it when that changes anything. */
async function changeSet(
  read: () => Promise<string[]>,
  write: (ids: string[]) => Promise<void>,
  change: IdChange,
): Promise<void> {
  const current = await read()
  const next = applyIdChange(current, change)
  if (!isSameSelection(current, next)) await write(next)
}

/**
 * Adds or removes users of one project (PUT `by-project`, §3.4): the users' grants on other
 * projects are not part of the call, so they cannot be lost. A removal takes the user's htd
 * grants in the project along (the cascade).
 */
export function changeProjectUsers(projectId: string, change: IdChange): Promise<void> {
  return changeSet(
    async () => (await listProjectGrants(projectId)).map((grant) => grant.userId),
    (userIds) => setProjectUsers(projectId, userIds),
    change,
  )
}

/** Adds or removes projects of one user (PUT `by-user`, §3.4). */
export function changeUserProjects(userId: string, change: IdChange): Promise<void> {
  return changeSet(
    async () => (await getUserProjects(userId)).map((grant) => grant.projectId),
    (projectIds) => setUserProjects(userId, projectIds),
    change,
  )
}

/** Adds or removes users of one htd (PUT `by-htd`, §3.5); each needs the project grant. */
export function changeHtdUsers(htdId: string, change: IdChange): Promise<void> {
  return changeSet(
    async () => (await listHtdGrants(htdId)).map((grant) => grant.userId),
    (userIds) => setHtdUsers(htdId, userIds),
    change,
  )
}

/** Adds or removes one user's htds within one project (PUT `by-user?projectId=`, §3.5). */
export function changeUserHtds(userId: string, projectId: string, change: IdChange): Promise<void> {
  return changeSet(
    async () => (await getUserHtds(userId, projectId)).map((grant) => grant.htdId),
    (htdIds) => setUserHtds(userId, projectId, htdIds),
    change,
  )
}
