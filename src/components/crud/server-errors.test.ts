import { describe, expect, it } from 'vitest'
import { ApiError, type AbpErrorInfo } from '@/api/http/api-error'
import { isStaleRecordError, toFieldErrors } from './server-errors'

function abpError(status: number, error: Partial<AbpErrorInfo>, message = 'failed') {
  return new ApiError({
    message,
    status,
    abpError: { code: null, message, details: null, data: null, validationErrors: null, ...error },
  })
}

describe('toFieldErrors', () => {
  it('puts 400 validation errors on the fields the form has', () => {
    const error = abpError(400, {
      validationErrors: [
        { message: 'The Name field is required.', members: ['name'] },
        { message: 'The field Sort must be between 0 and 9999.', members: ['sort'] },
        { message: 'The field Name must be short.', members: ['name'] },
        { message: 'The field ExtraProperties is invalid.', members: ['extraProperties'] },
      ],
    })
    expect(toFieldErrors(error, ['name', 'sort'])).toEqual([
      { name: 'name', errors: ['The Name field is required.', 'The field Name must be short.'] },
      { name: 'sort', errors: ['The field Sort must be between 0 and 9999.'] },
    ])
  })

  it.each([
    ['Base:DuplicatePositionName', { 'Base:DuplicatePositionName': 'name' }, 'name'],
    [
      'Volo.Abp.Identity:PasswordTooShort',
      { 'Volo.Abp.Identity:Password*': 'password' },
      'password',
    ],
  ])('maps the business error %s to its field', (code, codes, field) => {
    const error = abpError(403, { code }, 'Already taken.')
    expect(toFieldErrors(error, [field], codes)).toEqual([
      { name: field, errors: ['Already taken.'] },
    ])
  })

  it('leaves unmapped codes and other errors to the toast', () => {
    expect(toFieldErrors(abpError(403, { code: 'Base:PositionInUse' }), ['name'], {})).toEqual([])
    expect(toFieldErrors(new Error('x'), ['name'])).toEqual([])
    expect(toFieldErrors(new ApiError({ message: 'offline', status: null }), ['name'])).toEqual([])
  })
})

describe('isStaleRecordError', () => {
  it.each([
    [abpError(409, {}), true],
    [abpError(403, { code: 'Volo.Abp.Identity:ConcurrencyFailure' }), true],
    [abpError(500, { code: 'Volo.Abp.Data:DbConcurrency' }), true],
    [abpError(403, { code: 'Base:DuplicatePositionName' }), false],
    [abpError(400, {}), false],
    [new Error('x'), false],
  ])('%#', (error, expected) => {
    expect(isStaleRecordError(error)).toBe(expected)
  })
})
