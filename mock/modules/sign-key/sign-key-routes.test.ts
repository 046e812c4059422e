import { describe, expect, it } from 'vitest'
import { getDatabase } from '../../core/db/database.ts'
import { seedAccounts } from '../../core/db/seed-accounts.ts'
import {
  generatedUserId,
  htdId,
  organizationId,
  personaUserIds,
  projectIds,
} from '../../core/db/seed-ids.ts'
import { imageHash } from '../../core/images/image-upload.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { callBackend, signIn } from '../../core/testing/backend-client.ts'
import { jpegHeader, paddedPng, pngSquare } from '../../core/testing/test-images.ts'
import { signKeyIds, signKeySeedId } from './seed-sign-key-ids.ts'
import { errorOf, fieldErrors, sendForm, type Page, type SignKey } from './sign-key-test-client.ts'

/** Signing keys (business-api.md §5): list, create, update, image, delete. */
const path = '/api/base/sign-key'
const admin = () => apiAs(seedAccounts.admin)
const dh01 = htdId(5, 1)
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') // prettier-ignore
const hostCount = async () => (await (await admin())('GET', path)).json<Page<SignKey>>().totalCount
const sectionSeal = { kind: '3', htdId: dh01, organizationId: organizationId(11), name: '项目部章', remark: '一标段' } // prettier-ignore

describe('GET /api/base/sign-key', () => {
  it('lists the four views by kind (4 · 10 · 28 · 42), kind asc then newest first', async () => {
    const api = await admin()
    const total = async (query: string) => (await api('GET', `${path}?${query}`)).json<Page<SignKey>>().totalCount // prettier-ignore
    expect([await total('kind=1'), await total('kind=2'), await total('kind=3'), await total('')]).toEqual([4, 10, 28, 42]) // prettier-ignore
    const page = (await api('GET', `${path}?maxResultCount=2`)).json<Page<SignKey>>()
    expect(page.items.map((k) => [k.kind, k.userId])).toEqual([[1, personaUserIds.htChief], [1, generatedUserId(2)]]) // prettier-ignore
    expect(await total('enabled=false')).toBe(2)
    expect(await total(`htdId=${dh01}`)).toBe(2)
    expect(await total(`projectId=${projectIds.eastRingExpressway}`)).toBe(8)
    expect(await total(`organizationId=${organizationId(19)}&kind=3`)).toBe(2)
    expect(await total(`userId=${seedAccounts.manager.userId}`)).toBe(1)
    expect(await total('filter=钱振华')).toBe(1)
  })

  it('names the owners, the image and who uploaded it', async () => {
    const api = await admin()
    const seal = (await api('GET', `${path}/${signKeyIds.huatongDh01Seal}`)).json<SignKey>()
    expect(seal).toMatchObject({ kind: 3, name: '公章', projectId: projectIds.eastRingExpressway, projName: '东环高速公路改扩建工程', htdId: dh01, htdName: '一标段', organizationName: '东环高速监理部', imageContentType: 'image/png', imageWidth: 240, imageHeight: 240, imageUploaderName: 'Administrator' }) // prettier-ignore
    expect(seal.imageHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses bad filters and sortings with 400 and a caller without the permission with 403', async () => {
    const api = await admin()
    expect(fieldErrors(await api('GET', `${path}?kind=4&enabled=maybe&htdId=x`)).map((e) => e.split(':')[0])).toEqual(['kind', 'enabled', 'htdId']) // prettier-ignore
    expect((await api('GET', `${path}?sorting=imageHash`)).status).toBe(400)
    const sorted = (await api('GET', `${path}?kind=2&sorting=organizationName desc`)).json<Page<SignKey>>() // prettier-ignore
    expect(sorted.items[0].organizationName! >= sorted.items[9].organizationName!).toBe(true)
    expect((await (await apiAs(seedAccounts.manager))('GET', path)).status).toBe(403)
  })
}) // prettier-ignore

describe('POST /api/base/sign-key (multipart)', () => {
  it('creates a section seal: the project from its section, the image hashed, in the list at once', async () => {
    const png = pngSquare(120)
    const answer = await sendForm(seedAccounts.admin, 'POST', path, sectionSeal, png)
    expect(answer.status).toBe(200)
    const key = answer.json<SignKey>()
    expect(key).toMatchObject({ kind: 3, name: '项目部章', remark: '一标段', enabled: true, projectId: projectIds.eastRingExpressway, htdName: '一标段', organizationName: '江南路桥工程有限公司东环高速公路改扩建工程一标段项目经理部', imageSize: png.length, imageWidth: 120, imageHeight: 120, imageHash: imageHash(png), imageUploaderId: seedAccounts.admin.userId }) // prettier-ignore
    const api = await admin()
    const views = await Promise.all([`kind=3&htdId=${dh01}`, 'filter=项目部章'].map(async (q) => (await api('GET', `${path}?${q}`)).json<Page<SignKey>>().items.map((k) => k.id))) // prettier-ignore
    expect(views.every((ids) => ids.includes(key.id))).toBe(true)
  })

  it('names a user signature after its user when no name is given; owners other kinds need are refused', async () => {
    const user003 = generatedUserId(3)
    const answer = await sendForm(seedAccounts.admin, 'POST', path, { kind: '1', userId: user003 })
    expect(answer.json<SignKey>()).toMatchObject({ kind: 1, name: '王强签名', userName: 'user003', organizationId: null }) // prettier-ignore
    const mixed = await sendForm(seedAccounts.admin, 'POST', path, { kind: '1', userId: generatedUserId(4), projectId: projectIds.metroLine5, organizationId: organizationId(10) }) // prettier-ignore
    expect(fieldErrors(mixed)).toEqual(['projectId: The field ProjectId is invalid.', 'organizationId: The field OrganizationId is invalid.']) // prettier-ignore
  })

  it('reports every field error with the file error in one 400 and creates nothing', async () => {
    const before = await hostCount()
    const answer = await sendForm(seedAccounts.admin, 'POST', path, { kind: '3', projectId: projectIds.eastRingExpressway, remark: 'x'.repeat(257) }, null) // prettier-ignore
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer)).toEqual([
      'remark: The field Remark must be a string with a maximum length of 256.',
      'name: The Name field is required.',
      'htdId: The HtdId field is required.',
      'organizationId: The OrganizationId field is required.',
      'projectId: The field ProjectId is invalid.',
      'file: The File field is required.',
    ])
    const noKind = await sendForm(seedAccounts.admin, 'POST', path, { kind: 'seal' })
    expect(fieldErrors(noKind)).toEqual(['kind: The field Kind is invalid.'])
    expect(await hostCount()).toBe(before)
  })

  it.each([
    ['an SVG named .png', svg, 'Only PNG or JPEG images are accepted.'],
    ['a GIF', new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), 'Only PNG or JPEG images are accepted.'],
    ['a 5,000 px JPEG', jpegHeader(5000, 200), 'The image must be 32 to 4096 pixels wide and high.'],
    ['a 16 px PNG', pngSquare(16), 'The image must be 32 to 4096 pixels wide and high.'],
    ['a file over 1 MB', paddedPng(1_048_577), 'The file must not be larger than 1 MB.'],
  ])('refuses %s on member file and creates nothing', async (_case, bytes, message) => {
    const before = await hostCount()
    const answer = await sendForm(seedAccounts.admin, 'POST', path, sectionSeal, bytes)
    expect([answer.status, fieldErrors(answer)]).toEqual([400, [`file: ${message}`]])
    expect(await hostCount()).toBe(before)
  })

  it('answers 413 past 2 MB, 415 for JSON, 403 without SignKeyManage.SignKey.Create', async () => {
    expect((await sendForm(seedAccounts.admin, 'POST', path, sectionSeal, paddedPng(2 * 1024 * 1024 + 1))).status).toBe(413) // prettier-ignore
    expect((await (await admin())('POST', path, { kind: 1 })).status).toBe(415)
    expect((await sendForm(seedAccounts.manager, 'POST', path, sectionSeal)).status).toBe(403)
  })

  it.each([
    ['an unknown section', { ...sectionSeal, htdId: '3a0f6c1e-0000-4000-8000-000000000001' }, 404, 'There is no entity Htd with id = 3a0f6c1e-0000-4000-8000-000000000001!'],
    ['an unknown user', { kind: '1', userId: '3a0f6c1e-0000-4000-8000-000000000002' }, 404, 'There is no entity IdentityUser with id = 3a0f6c1e-0000-4000-8000-000000000002!'],
    ['a disabled organisation', { kind: '2', projectId: projectIds.metroLine5, organizationId: organizationId(27), name: '公章' }, 403, "Organization '给排水所' is disabled."],
    ['a second signature of a user', { kind: '1', userId: seedAccounts.admin.userId, name: '新签名' }, 403, "User 'Administrator' already has a signature."],
    ['a seal in a taken slot (name case and spaces aside)', { kind: '3', htdId: dh01, organizationId: organizationId(19), name: ' 公章 ' }, 403, "A seal named '公章' already exists for this organization here."],
  ])('refuses %s', async (_case, fields, status, message) => {
    const answer = await sendForm(seedAccounts.admin, 'POST', path, fields)
    expect([answer.status, errorOf(answer).message]).toEqual([status, message])
  })

  it('keeps the file out of the audit log, which names the uploader', async () => {
    await sendForm(seedAccounts.admin, 'POST', path, sectionSeal, pngSquare(64))
    const [log] = getDatabase().auditLogs
    expect(log).toMatchObject({ httpMethod: 'POST', url: path, userName: 'admin', httpStatusCode: 200 })
    expect(log.actions[0].parameters).not.toMatch(/PNG|IHDR|IDAT/)
    expect(log.actions[0].parameters.length).toBeLessThan(300)
  })
}) // prettier-ignore

describe('PUT /api/base/sign-key/{id}', () => {
  it('edits name, remark and enabled; owners stay; a stale stamp → 409', async () => {
    const api = await admin()
    const seal = (await api('GET', `${path}/${signKeyIds.huatongDh01Seal}`)).json<SignKey>()
    const answer = await api('PUT', `${path}/${seal.id}`, { name: '监理章', enabled: false, remark: '停用', concurrencyStamp: seal.concurrencyStamp, htdId: null }) // prettier-ignore
    expect(answer.json<SignKey>()).toMatchObject({ name: '监理章', enabled: false, remark: '停用', htdId: dh01 })
    expect(answer.json<SignKey>().concurrencyStamp).not.toBe(seal.concurrencyStamp)
    const stale = await api('PUT', `${path}/${seal.id}`, { name: '公章', concurrencyStamp: seal.concurrencyStamp })
    expect(stale.status).toBe(409)
  })

  it('needs a seal name, refuses a taken slot, names a signature after its user when emptied', async () => {
    const api = await admin()
    expect(fieldErrors(await api('PUT', `${path}/${signKeyIds.huatongDh01Seal}`, { name: '' }))).toEqual(['name: The Name field is required.']) // prettier-ignore
    await sendForm(seedAccounts.admin, 'POST', path, { kind: '3', htdId: dh01, organizationId: organizationId(19), name: '监理章' }) // prettier-ignore
    const taken = await api('PUT', `${path}/${signKeyIds.huatongDh01Seal}`, { name: '监理章' })
    expect(errorOf(taken).code).toBe('Base:DuplicateSeal')
    const signature = await api('PUT', `${path}/${signKeyIds.adminSignature}`, { name: null, enabled: true })
    expect(signature.json<SignKey>().name).toBe('Administrator签名')
  })
}) // prettier-ignore

describe('the image: GET and PUT /api/base/sign-key/{id}/image', () => {
  it('serves the bytes with the §0.5 headers', async () => {
    const api = await admin()
    const image = await api('GET', `${path}/${signKeyIds.huatongDh01Seal}/image`)
    const key = (await api('GET', `${path}/${signKeyIds.huatongDh01Seal}`)).json<SignKey>()
    expect(image.status).toBe(200)
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(key.imageSize), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' }) // prettier-ignore
  })

  it('lets the owner of a signature read it without the permission, nobody else', async () => {
    const api = await apiAs(seedAccounts.manager)
    expect((await api('GET', `${path}/${signKeySeedId(2)}/image`)).status).toBe(200)
    expect((await api('GET', `${path}/${signKeyIds.adminSignature}/image`)).status).toBe(403)
    expect((await api('GET', `${path}/${signKeyIds.huatongDh01Seal}/image`)).status).toBe(403)
    expect((await callBackend('GET', `${path}/${signKeyIds.adminSignature}/image`)).status).toBe(401)
  })

  it('replaces the image: new hash, size, time and uploader; the download follows', async () => {
    const api = await admin()
    const before = (await api('GET', `${path}/${signKeyIds.huatongDh01Seal}`)).json<SignKey>()
    const jpeg = jpegHeader(300, 200)
    const answer = await sendForm(seedAccounts.admin, 'PUT', `${path}/${before.id}/image`, {}, jpeg)
    const after = answer.json<SignKey>()
    expect(after).toMatchObject({ imageContentType: 'image/jpeg', imageWidth: 300, imageHeight: 200, imageSize: jpeg.length, imageHash: imageHash(jpeg) }) // prettier-ignore
    expect(after.imageHash).not.toBe(before.imageHash)
    expect(after.concurrencyStamp).not.toBe(before.concurrencyStamp)
    const image = await api('GET', `${path}/${before.id}/image`)
    expect([image.headers['content-type'], image.headers['content-length']]).toEqual(['image/jpeg', String(jpeg.length)]) // prettier-ignore
    const refused = await sendForm(seedAccounts.admin, 'PUT', `${path}/${before.id}/image`, {}, svg)
    expect(fieldErrors(refused)).toEqual(['file: Only PNG or JPEG images are accepted.'])
    expect((await sendForm(seedAccounts.manager, 'PUT', `${path}/${before.id}/image`)).status).toBe(403)
  })
}) // prettier-ignore

describe('DELETE /api/base/sign-key?ids=', () => {
  it('deletes several keys in one call (204); they are gone from reads', async () => {
    const api = await admin()
    const answer = await api('DELETE', `${path}?ids=${signKeySeedId(5)}&ids=${signKeySeedId(6)}`)
    expect([answer.status, answer.text]).toEqual([204, ''])
    expect((await api('GET', `${path}/${signKeySeedId(5)}`)).status).toBe(404)
    expect(await hostCount()).toBe(40)
    expect((await api('DELETE', `${path}/${signKeySeedId(7)}`)).status).toBe(204)
  })

  it('keeps another tenant out: a demo key is 404 for the host', async () => {
    const api = await admin()
    expect((await api('GET', `${path}/${signKeySeedId(101)}`)).status).toBe(404)
    const { access_token: token } = await signIn(seedAccounts.demoAdmin)
    const demo = await callBackend('GET', path, { token })
    expect(demo.json<Page<SignKey>>().totalCount).toBe(2)
  })
})
