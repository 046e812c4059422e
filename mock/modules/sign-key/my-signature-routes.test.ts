import { describe, expect, it } from 'vitest'
import { personaAccounts, seedAccounts } from '../../core/db/seed-accounts.ts'
import { imageHash } from '../../core/images/image-upload.ts'
import { apiAs } from '../../core/testing/api-client.ts'
import { jpegHeader, pngSquare } from '../../core/testing/test-images.ts'
import { errorOf, fieldErrors, sendForm, type SignKey } from './sign-key-test-client.ts'

/** The signed-in user's own signature (business-api.md §5, §6.3). */
const path = '/api/base/sign-key/my-signature'

describe('/api/base/sign-key/my-signature', () => {
  it('reads the caller’s signature without any permission (ht-chief has one)', async () => {
    const chief = await apiAs(personaAccounts.htChief)
    const mine = await chief('GET', path)
    expect(mine.json<SignKey>()).toMatchObject({ kind: 1, name: '钱振华签名', userName: 'ht-chief', imageWidth: 400, imageHeight: 160 }) // prettier-ignore
    const image = await chief('GET', `/api/base/sign-key/${mine.json<SignKey>().id}/image`)
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png'])
  })

  it('answers 404 SignKey without one (bj-pm), then creates it on PUT, named after the user', async () => {
    const pm = await apiAs(personaAccounts.bjPm)
    const none = await pm('GET', path)
    expect([none.status, errorOf(none).message]).toEqual([404, `There is no entity SignKey with id = ${personaAccounts.bjPm.userId}!`]) // prettier-ignore
    const png = pngSquare(96)
    const put = await sendForm(personaAccounts.bjPm, 'PUT', path, {}, png)
    expect(put.json<SignKey>()).toMatchObject({ kind: 1, name: '冯志远签名', enabled: true, userId: personaAccounts.bjPm.userId, imageHash: imageHash(png), imageUploaderName: '冯志远' }) // prettier-ignore
    expect((await pm('GET', path)).json<SignKey>().id).toBe(put.json<SignKey>().id)
  })

  it('replaces the image of an existing one in place, under the §0.5 rules', async () => {
    const chief = await apiAs(personaAccounts.htChief)
    const before = (await chief('GET', path)).json<SignKey>()
    const jpeg = jpegHeader(600, 200)
    const after = (await sendForm(personaAccounts.htChief, 'PUT', path, {}, jpeg)).json<SignKey>()
    expect(after).toMatchObject({ id: before.id, imageContentType: 'image/jpeg', imageHash: imageHash(jpeg) })
    const svg = new TextEncoder().encode('<svg/>')
    expect(fieldErrors(await sendForm(personaAccounts.htChief, 'PUT', path, {}, svg))).toEqual(['file: Only PNG or JPEG images are accepted.']) // prettier-ignore
    expect(fieldErrors(await sendForm(personaAccounts.htChief, 'PUT', path, {}, pngSquare(20)))).toEqual(['file: The image must be 32 to 4096 pixels wide and high.']) // prettier-ignore
  })

  it('removes it (204); then the read answers 404 and the managed list no longer has it', async () => {
    const chief = await apiAs(personaAccounts.htChief)
    const answer = await chief('DELETE', path)
    expect([answer.status, answer.text]).toEqual([204, ''])
    expect((await chief('GET', path)).status).toBe(404)
    expect((await chief('DELETE', path)).status).toBe(404)
    const admin = await apiAs(seedAccounts.admin)
    expect((await admin('GET', '/api/base/sign-key?kind=1')).json<{ totalCount: number }>().totalCount).toBe(3) // prettier-ignore
  })

  it('needs sign-in', async () => {
    const { callBackend } = await import('../../core/testing/backend-client.ts')
    expect((await callBackend('GET', path)).status).toBe(401)
  })
}) // prettier-ignore
