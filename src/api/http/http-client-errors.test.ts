import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer } from '../../../tests/setup/msw-server'
import { ApiError } from './api-error'
import { createHttpClient } from './create-http-client'
import { createFakeHttpDeps } from './test-support/fake-http-deps'

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

async function failingCall(client = createFakeHttpDeps()) {
  const error = await createHttpClient(client.deps)
    .get('/api/x')
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return { error: error as ApiError, ...client }
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
  ])('%i %j → toast %s', async (status, body, message, details) => {
    answer(status, body)
    const { error, notifyError } = await failingCall()
    expect(error).toMatchObject({ status, message, details: details ?? null })
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(message, details)
  })

  it('401 without a refresher shows the expired-credentials text and signs out', async () => {
    answer(401)
    const { error, notifyError, onUnauthorized } = await failingCall()
    expect(error).toMatchObject({ status: 401, message: 't:http.unauthorized' })
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('t:http.unauthorized', undefined)
    expect(onUnauthorized).toHaveBeenCalledOnce()
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
    const { error, notifyError } = await failingCall()
    expect(error).toMatchObject({ status: null, isNetworkError: true, message: 't:http.network' })
    expect(error.request).toBeInstanceOf(XMLHttpRequest)
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('t:http.network', undefined)
  })

  // msw's XHR interceptor ignores xhr.timeout, so the timeout path is covered in to-api-error.test.ts.
  it('configures the timeout it was given', () => {
    expect(
      createHttpClient(createFakeHttpDeps({ timeout: 20_000 }).deps).instance.defaults.timeout,
    ).toBe(20_000)
  })

  it('silent calls reject without a toast', async () => {
    answer(500, abpError('boom'))
    const client = createFakeHttpDeps()
    await expect(
      createHttpClient(client.deps).get('/api/x', undefined, { silent: true }),
    ).rejects.toMatchObject({ status: 500 })
    expect(client.notifyError).not.toHaveBeenCalled()
  })

  it('five concurrent identical failures show one toast; a different one shows its own', async () => {
    answer(500, abpError('boom'))
    mswServer.use(http.get('*/api/y', () => HttpResponse.json(abpError('other'), { status: 403 })))
    const { deps, notifyError } = createFakeHttpDeps()
    const client = createHttpClient(deps)
    const calls = [...Array.from({ length: 5 }, () => client.get('/api/x')), client.get('/api/y')]
    const results = await Promise.allSettled(calls)
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(notifyError).toHaveBeenCalledTimes(2)
    expect(notifyError).toHaveBeenCalledWith('t:http.serverError', 'boom')
    expect(notifyError).toHaveBeenCalledWith('other', undefined)
  })
})
