import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { mswServer } from '@tests/setup/msw-server'
import { configureApiClient } from './api-client'
import { ApiError } from './api-error'
import { getAbsolute } from './get-absolute'

/** The main client configured with a signed-in session, as at start-up. */
function signedIn() {
  const fake = createFakeHttpDeps()
  fake.state.token = 'secret'
  fake.state.tenant = 'acme'
  configureApiClient(fake.deps)
  return fake
}

describe('getAbsolute', () => {
  it('sends the given headers and never the session token or tenant', async () => {
    signedIn()
    let headers = new Headers()
    mswServer.use(
      http.get('https://cdn.example.com/config.json', ({ request }) => {
        headers = request.headers
        return HttpResponse.json({ a: 1 })
      }),
    )
    const data = await getAbsolute<{ a: number }>('https://cdn.example.com/config.json', {
      'X-Custom': 'yes',
    })
    expect(data).toEqual({ a: 1 })
    expect(headers.get('x-custom')).toBe('yes')
    expect(headers.has('authorization')).toBe(false)
    expect(headers.has('__tenant')).toBe(false)
  })

  it('rejects with an ApiError and leaves the message (and the session) to the caller', async () => {
    const { reportError, renew, onSessionEnded } = signedIn()
    mswServer.use(
      http.get(
        'https://cdn.example.com/missing.json',
        () => new HttpResponse(null, { status: 404 }),
      ),
      http.get(
        'https://cdn.example.com/private.json',
        () => new HttpResponse(null, { status: 401 }),
      ),
    )
    const missing = await getAbsolute('https://cdn.example.com/missing.json').catch((e) => e)
    expect(missing).toBeInstanceOf(ApiError)
    expect(missing).toMatchObject({ status: 404 })
    // A 401 from another origin says nothing about the app's session.
    await expect(getAbsolute('https://cdn.example.com/private.json')).rejects.toMatchObject({
      status: 401,
    })
    expect(reportError).not.toHaveBeenCalled()
    expect(renew).not.toHaveBeenCalled()
    expect(onSessionEnded).not.toHaveBeenCalled()
  })
})
