import { describe, expect, it } from 'vitest'
import { callBackend } from '../testing/backend-client.ts'

const base = '/prod-api/vue-element-admin/user'

function login(username: string) {
  return callBackend('POST', `${base}/login`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'anything' }),
  })
}

describe('vue-element-admin demo client', () => {
  it('logs admin in with any password', async () => {
    const answer = await login('admin')
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ code: 20000, data: { token: 'admin-token' } })
  })

  it('answers code 60204 (HTTP 200) for an unknown account', async () => {
    const answer = await login('stranger')
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ code: 60204, message: 'Account and password are incorrect.' })
  })

  it('returns user info for a token in the query or in X-Token', async () => {
    const byQuery = await callBackend('GET', `${base}/info?token=editor-token`)
    expect(byQuery.json()).toMatchObject({
      code: 20000,
      data: { roles: ['editor'], name: 'Normal Editor' },
    })
    const byHeader = await callBackend('GET', `${base}/info`, {
      headers: { 'X-Token': 'admin-token' },
    })
    expect(byHeader.json()).toMatchObject({ code: 20000, data: { roles: ['admin'] } })
  })

  it.each([
    ['bogus', 50008],
    ['constructor', 50008],
    ['other-client-token', 50012],
    ['expired-token', 50014],
  ])('answers token %s with code %i', async (token, code) => {
    const answer = await callBackend('GET', `${base}/info?token=${token}`)
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ code, message: expect.any(String) })
  })

  it('logs out', async () => {
    const answer = await callBackend('POST', `${base}/logout`)
    expect(answer.json()).toEqual({ code: 20000, data: 'success' })
  })

  it('ignores ABP tenant handling on its paths', async () => {
    const answer = await callBackend('POST', `${base}/logout`, { headers: { __tenant: 'nope' } })
    expect(answer.status).toBe(200)
  })
})
