import { describe, expect, it } from 'vitest'
import { ApiError, isApiError, parseErrorBody, readAbpError } from './api-error'

describe('readAbpError', () => {
  it('reads every field of an ABP validation error', () => {
    const body = {
      error: {
        code: 'Volo.Abp.Identity:DuplicateUserName',
        message: 'Your request is not valid!',
        details: 'details',
        data: { 0: 'admin' },
        validationErrors: [{ message: 'The UserName field is required.', members: ['userName'] }],
      },
    }
    expect(readAbpError(body)).toEqual({
      code: 'Volo.Abp.Identity:DuplicateUserName',
      message: 'Your request is not valid!',
      details: 'details',
      data: { 0: 'admin' },
      validationErrors: [{ message: 'The UserName field is required.', members: ['userName'] }],
    })
  })

  it.each([
    ['empty string', ''],
    ['undefined', undefined],
    ['HTML', '<html>Not found</html>'],
    ['malformed JSON', '{"error": {'],
    ['JSON without error', { message: 'x' }],
    ['OAuth error', { error: 'invalid_grant', error_description: 'Invalid username or password!' }],
  ])('returns null for %s', (_name, body) => {
    expect(readAbpError(body)).toBeNull()
  })

  it('parses JSON text and keeps other text as it is', () => {
    expect(parseErrorBody('{"a":1}')).toEqual({ a: 1 })
    expect(parseErrorBody('<html/>')).toBe('<html/>')
  })
})

describe('ApiError', () => {
  it('takes code, data and validation errors from the ABP body', () => {
    const error = new ApiError({
      message: 'shown',
      status: 403,
      details: 'more',
      abpError: { code: 'X', message: 'm', details: null, data: { a: 1 }, validationErrors: null },
    })
    expect(error).toBeInstanceOf(Error)
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'shown',
      status: 403,
      code: 'X',
      details: 'more',
      data: { a: 1 },
      validationErrors: [],
      isNetworkError: false,
    })
  })

  it('is a network error when no status is known', () => {
    const request = { readyState: 4 }
    const error = new ApiError({ message: 'offline', status: null, request })
    expect(error.isNetworkError).toBe(true)
    expect(error.request).toBe(request)
  })
})
