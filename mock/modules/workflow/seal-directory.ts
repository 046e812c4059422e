import { sameId } from '../../core/db/audit.ts'
import { liveRows } from '../../core/db/database.ts'
import type { MockDatabase } from '../../core/db/types.ts'
import type { DirectorySeal, Party } from './engine/engine-types.ts'

/**
 * The signing keys a seal node of an instance can use (workflow-api.md §6): the project seals of
 * its owner and constructor (kind 2), the section seals of its contractor and supervisor (kind 3),
 * enabled or not, with their holders; the engine keeps the enabled ones of each seal group. Used
 * by simulate (the designer sees the seals and who holds them) and by running instances.
 */
export function sealDirectory(
  db: Pick<MockDatabase, 'projects' | 'htds' | 'organizations' | 'signKeys'>,
  tenantId: string | null,
  projectId: string,
  htdId: string | null,
): DirectorySeal[] {
  // prettier-ignore
  const project = liveRows(db.projects, tenantId).find((p) => sameId(p.id, projectId))
  const htd = htdId ? liveRows(db.htds, tenantId).find((h) => sameId(h.id, htdId)) : undefined
  const organizationName = (id: string | null) => db.organizations.find((o) => sameId(o.id, id ?? ''))?.name // prettier-ignore
  const parties: [
    2 | 3,
    Party,
    string | null | undefined,
    (key: { projectId: string | null; htdId: string | null }) => boolean,
  ][] = [
    [
      2,
      'owner',
      project?.ownerOrgId,
      (k) => sameId(k.projectId ?? '', projectId) && k.htdId === null,
    ],
    [
      2,
      'constructor',
      project?.constructorOrgId,
      (k) => sameId(k.projectId ?? '', projectId) && k.htdId === null,
    ],
    [3, 'contractor', htd?.contractorOrgId, (k) => sameId(k.htdId ?? '', htdId ?? '')],
    [3, 'supervisor', htd?.supervisorOrgId, (k) => sameId(k.htdId ?? '', htdId ?? '')],
  ]
  return liveRows(db.signKeys, tenantId).flatMap((key) => {
    const match = parties.find(([kind, , organizationId, here]) => key.kind === kind && organizationId && sameId(key.organizationId ?? '', organizationId) && here(key)) // prettier-ignore
    if (!match) return []
    return [{ signKeyId: key.id, name: key.name, organizationName: organizationName(key.organizationId), kind: match[0], party: match[1], enabled: key.enabled, holderIds: key.holderIds }] // prettier-ignore
  })
}
