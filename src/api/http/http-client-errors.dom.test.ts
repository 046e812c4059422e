import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createNotifier } from '@/feedback/notifier'
import { createFakeHttpDeps } from '@tests/support/fake-http-deps'
import { mswServer } from '@tests/setup/msw-server'
import { ApiError } from './api-error'
import { createHttpClient } from './create-http-client'

const abpError = (message: string, details: string | null = null) => ({
  error: { code: null, message, details, data: {}, validationErrors: null },
})

function answer(status: number, body?: object | string) {
  mswServer.use(
    http.get('*/api/x', () =>
      typeof body === 'string' || body === undefined
        ? new HttpResponse(body ?? null, { status, headers: { 'Content-Type': 'text/html' } })
        : HttpResponse.json(body, { status }),
    ),
  )
}

async function failingCall(fake = createFakeHttpDeps()) {
  const error = await createHttpClient(fake.deps)
    .get('/api/x')
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return { error: error as ApiError, ...fake }
}

describe('createHttpClient error catalogue', () => {
  it.each([
    [403, undefined, 't:http.forbidden', undefined],
    [
      403,
      abpError('You are not authorized!', 'Not allowed'),
      'You are not authorized!',
      'Not allowed',
    ],
    [404, '<html>Tenant not found!</html>', 't:http.notFound', undefined],
    [405, undefined, 't:http.methodNotAllowed', undefined],
    [
      500,
      abpError('An internal error occurred during your request!'),
      't:http.serverError',
      'An internal error occurred during your request!',
    ],
    [500, '<h1>Exception</h1>', 't:http.serverError', 'Exception'],
    [
      400,
      abpError('Your request is not valid!', ' - Name is required.'),
      'Your request is not valid!',
      ' - Name is required.',
    ],
    [503, undefined, 't:http.fallback', 'HTTP 503'],
  ])('%i %j → reports %s', async (status, body, message, details) => {
    answer(status, body)
    const { error, reportError, onSessionEnded, renew } = await failingCall()
    expect(error).toMatchObject({ status, message, details: details ?? null })
    // The very error the caller gets is the one reported: one report per failed call.
    expect(reportError).toHaveBeenCalledExactlyOnceWith(error)
    expect(onSessionEnded).not.toHaveBeenCalled()
    expect(renew).not.toHaveBeenCalled()
  })

  it('a 401 the session cannot renew reports the expired-credentials text and ends the session', async () => {
    answer(401)
    const { error, reported, renew, onSessionEnded } = await failingCall()
    expect(error).toMatchObject({ status: 401, message: 't:http.unauthorized' })
    expect(renew).toHaveBeenCalledOnce()
    expect(reported()).toEqual(['t:http.unauthorized'])
    expect(onSessionEnded).toHaveBeenCalledOnce()
  })

  it('keeps the ABP code and validation errors on the ApiError', async () => {
    const body = {
      error: {
        code: 'Volo.Abp.Identity:DuplicateUserName',
        message: 'taken',
        details: null,
        data: { 0: 'admin' },
        validationErrors: [{ message: 'required', members: ['userName'] }],
      },
    }
    answer(403, body)
    const { error } = await failingCall()
    expect(error).toMatchObject({
      code: 'Volo.Abp.Identity:DuplicateUserName',
      data: { 0: 'admin' },
      validationErrors: [{ message: 'required', members: ['userName'] }],
      raw: body,
    })
  })

  it('no response: network text, and the raw request is kept', async () => {
    mswServer.use(http.get('*/api/x', () => HttpResponse.error()))
    const { error, reportError, onSessionEnded } = await failingCall()
    expect(error).toMatchObject({ status: null, isNetworkError: true, message: 't:http.network' })
    expect(error.request).toBeInstanceOf(XMLHttpRequest)
    expect(reportError).toHaveBeenCalledExactlyOnceWith(error)
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  // msw's XHR interceptor ignores xhr.timeout: the timeout path is covered in to-api-error.test.ts.

  it('silent calls reject without a report', async () => {
    answer(500, abpError('boom'))
    const fake = createFakeHttpDeps()
    await expect(
      createHttpClient(fake.deps).get('/api/x', undefined, { silent: true }),
    ).rejects.toMatchObject({ status: 500 })
    expect(fake.reportError).not.toHaveBeenCalled()
  })

  it('cancelled calls reject with the cancellation, without a report', async () => {
    mswServer.use(
      http.get('*/api/x', async () => {
        await delay(500)
        return HttpResponse.json({})
      }),
    )
    const fake = createFakeHttpDeps()
    const controller = new AbortController()
    const call = createHttpClient(fake.deps).get('/api/x', undefined, {
      signal: controller.signal,
    })
    controller.abort()
    const error = await call.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ name: 'CanceledError' })
    expect(fake.reportError).not.toHaveBeenCalled()
  })

  it('five concurrent identical failures show one toast; a different one shows its own', async () => {
    answer(500, abpError('boom'))
    mswServer.use(http.get('*/api/y', () => HttpResponse.json(abpError('other'), { status: 403 })))
    // The HTTP client reports every failure; the notifier decides what the user sees.
    const notifier = createNotifier()
    const shown = vi.fn<(message: string, details?: string) => void>()
    notifier.register({ error: shown })
    const { deps } = createFakeHttpDeps({
      reportError: (error) => notifier.error(error.message, error.details ?? undefined),
    })
    const client = createHttpClient(deps)
    const calls = [...Array.from({ length: 5 }, () => client.get('/api/x')), client.get('/api/y')]
    const results = await Promise.allSettled(calls)
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(shown).toHaveBeenCalledTimes(2)
    expect(shown).toHaveBeenCalledWith('t:http.serverError', 'boom')
    expect(shown).toHaveBeenCalledWith('other', undefined)
  })
})
