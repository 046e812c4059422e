import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/http/api-error'
import { isLostProjectError, notAuthorizedCode } from './lost-project-rules'

const refused = (status: number, code: string) =>
  new ApiError({
    message: 'no',
    status,
    abpError: { code, message: 'no', details: null, data: null, validationErrors: null },
  })

const projectKey = ['tenant', 'host', 'project', 'p1', 'base', 'htd', 'list']

describe('isLostProjectError', () => {
  it.each([
    ['403 010001 on the current project', refused(403, notAuthorizedCode), projectKey, 'p1', true],
    ['another code', refused(403, 'Base:HtdHasWorkAreas'), projectKey, 'p1', false],
    ['another status', refused(404, notAuthorizedCode), projectKey, 'p1', false],
    ['a plain error', new Error('x'), projectKey, 'p1', false],
    ['a project no longer current', refused(403, notAuthorizedCode), projectKey, 'p2', false],
    ['no current project', refused(403, notAuthorizedCode), projectKey, null, false],
    [
      'a tenant-scoped query',
      refused(403, notAuthorizedCode),
      ['tenant', 'host', 'base', 'project', 'list'],
      'p1',
      false,
    ],
  ])('%s', (_, error, key, current, expected) => {
    expect(isLostProjectError(error, key, current)).toEqual(expected)
  })
})
