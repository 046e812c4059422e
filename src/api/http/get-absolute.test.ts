import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mswServer } from '../../../tests/setup/msw-server'
import { ApiError } from './api-error'
import { registerHttpFeedback } from './feedback-port'
import { getAbsolute } from './get-absolute'
import { registerSessionAccessors } from './session-port'

describe('getAbsolute', () => {
  it('sends the given headers and never the session token', async () => {
    const unregister = registerSessionAccessors({ getAccessToken: () => 'secret' })
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
    unregister()
    expect(data).toEqual({ a: 1 })
    expect(headers.get('x-custom')).toBe('yes')
    expect(headers.has('authorization')).toBe(false)
  })

  it('rejects with an ApiError and leaves the message to the caller', async () => {
    const notifyError = vi.fn()
    const unregister = registerHttpFeedback({ notifyError })
    mswServer.use(
      http.get(
        'https://cdn.example.com/missing.json',
        () => new HttpResponse(null, { status: 404 }),
      ),
    )
    const error = await getAbsolute('https://cdn.example.com/missing.json').catch((e) => e)
    unregister()
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404 })
    expect(notifyError).not.toHaveBeenCalled()
  })
})
