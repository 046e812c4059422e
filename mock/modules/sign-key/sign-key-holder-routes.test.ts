import { describe, expect, it } from 'vitest'
import { personaAccounts, seedAccounts } from '../../core/db/seed-accounts.ts'
import { generatedUserId, personaUserIds } from '../../core/db/seed-ids.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { signKeyIds } from './seed-sign-key-ids.ts'
import { errorOf, fieldErrors, type SignKey } from './sign-key-test-client.ts'

/** Seal holders (workflow-api.md §6): who may apply a seal. */
const path = '/api/base/sign-key'
const holders = (id: string) => `${path}/${id}/holder`
type Holders = { items: { userId: string; userName: string; name: string | null }[] }
const admin = () => apiAs(seedAccounts.admin)

describe('GET /api/base/sign-key/{id}/holder', () => {
  it('lists the seeded holders: ht-chief on the DH01 supervisor seal, bj-pm on 滨江城投’s 东环高速 seal', async () => {
    const api = await admin()
    expect((await api('GET', holders(signKeyIds.huatongDh01Seal))).json<Holders>().items).toEqual([{ userId: personaUserIds.htChief, userName: 'ht-chief', name: '钱振华' }]) // prettier-ignore
    expect((await api('GET', holders(signKeyIds.binjiangEastRingSeal))).json<Holders>().items.map((h) => h.userName)).toEqual(['bj-pm']) // prettier-ignore
    expect((await (await apiAs(seedAccounts.manager))('GET', holders(signKeyIds.huatongDh01Seal))).status).toBe(403) // prettier-ignore
  })
}) // prettier-ignore

describe('PUT /api/base/sign-key/{id}/holder', () => {
  it('replaces the set under the seal’s stamp; a stale stamp → 409', async () => {
    const api = await admin()
    const seal = (await api('GET', `${path}/${signKeyIds.huatongDh01Seal}`)).json<SignKey>()
    const body = { userIds: [personaUserIds.htSpec1, personaUserIds.htChief], concurrencyStamp: seal.concurrencyStamp }
    const answer = await api('PUT', holders(seal.id), body)
    expect(answer.json<Holders>().items.map((h) => h.userName)).toEqual(['ht-spec1', 'ht-chief'])
    expect((await api('GET', holders(seal.id))).json<Holders>().items).toHaveLength(2)
    expect((await api('PUT', holders(seal.id), body)).status).toBe(409)
    const after = (await api('GET', `${path}/${seal.id}`)).json<SignKey>()
    expect((await api('PUT', holders(seal.id), { userIds: [], concurrencyStamp: after.concurrencyStamp })).json<Holders>().items).toEqual([]) // prettier-ignore
  })

  it('refuses a holder without a grant on the section or project (Base:UserNotInProject)', async () => {
    const api = await admin()
    // user003 holds no grant on 东环高速; the manager none either.
    const section = await api('PUT', holders(signKeyIds.huatongDh01Seal), { userIds: [generatedUserId(3)] })
    expect([section.status, errorOf(section).code, errorOf(section).message]).toEqual([403, 'Base:UserNotInProject', "User '王强' has no access to project '东环高速公路改扩建工程 一标段'; grant the project first."]) // prettier-ignore
    // user001 holds 东环高速 without a section: enough for the project seal, not for DH01's.
    expect((await api('PUT', holders(signKeyIds.binjiangEastRingSeal), { userIds: [generatedUserId(1)] })).status).toBe(200) // prettier-ignore
    expect(errorOf(await api('PUT', holders(signKeyIds.huatongDh01Seal), { userIds: [generatedUserId(1)] })).code).toBe('Base:UserNotInProject') // prettier-ignore
  })

  it('refuses holders on a user signature (V5), an unknown user (404), a missing list (V1), and callers without ManageHolders', async () => {
    const api = await admin()
    expect(fieldErrors(await api('PUT', holders(signKeyIds.adminSignature), { userIds: [] }))).toEqual(['userIds: The field UserIds is invalid.']) // prettier-ignore
    expect(fieldErrors(await api('PUT', holders(signKeyIds.huatongDh01Seal), {}))).toEqual(['userIds: The UserIds field is required.']) // prettier-ignore
    expect((await api('PUT', holders(signKeyIds.huatongDh01Seal), { userIds: ['3a0f6c1e-0000-4000-8000-00000000000f'] })).status).toBe(404) // prettier-ignore
    const chief = await apiAs(personaAccounts.htChief)
    expect((await chief('PUT', holders(signKeyIds.huatongDh01Seal), { userIds: [] })).status).toBe(403)
  })
}) // prettier-ignore
