import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/http/api-error'
import type { FormSchema } from '@/modules/workflow/form-schema/form-schema-types'
import {
  actionButtons,
  actionTextKey,
  hasWritableField,
  isCommentRequired,
  isTaskGone,
  taskFieldPermissions,
  writableData,
} from './handle-rules'

const schema: FormSchema = {
  schemaVersion: 1,
  fields: [
    { key: 'period', type: 'date', label: { 'zh-Hans': '计量期' } },
    { key: 'opinion', type: 'textarea', label: { 'zh-Hans': '意见' } },
    { key: 'secret', type: 'input', label: { 'zh-Hans': '内部' } },
  ],
}

describe('taskFieldPermissions', () => {
  it('names every field, those not listed Read', () => {
    expect(taskFieldPermissions(schema, { opinion: 2, secret: 3 })).toEqual({
      period: 1,
      opinion: 2,
      secret: 3,
    })
  })
})

describe('writable fields', () => {
  it('sends Write fields only', () => {
    const permissions = { period: 1, opinion: 2, secret: 3 } as const
    expect(hasWritableField(permissions)).toBe(true)
    expect(hasWritableField({ period: 1 })).toBe(false)
    expect(writableData({ period: '2024-03', opinion: 'ok', secret: 'x' }, permissions)).toEqual({
      opinion: 'ok',
    })
  })
})

describe('actionButtons', () => {
  it('keeps the node actions only, in a stable order', () => {
    expect(actionButtons(['comment', 'cc', 'reject', 'approve', 'unknown', 'return'])).toEqual([
      'approve',
      'reject',
      'return',
      'cc',
      'comment',
    ])
  })

  it('puts a seal step’s seal first, then return and copy', () => {
    expect(actionButtons(['cc', 'return', 'seal'])).toEqual(['seal', 'return', 'cc'])
  })

  it.each([
    [0, ['addSign']],
    [2, ['addSign', 'reduce']],
  ])('offers reduce only with added approvers to remove (%i)', (added, buttons) => {
    expect(actionButtons(['reduce', 'addSign'], added)).toEqual(buttons)
  })
})

describe('isCommentRequired', () => {
  it.each([
    ['reject', false, true],
    ['approve', false, false],
    ['approve', true, true],
    ['return', true, true],
    ['resolve', true, true],
    ['transfer', true, false],
    ['cc', true, false],
  ] as const)('%s with requireComment %s → %s', (action, required, expected) => {
    expect(isCommentRequired(action, required)).toBe(expected)
  })
})

describe('isTaskGone', () => {
  const error = (status: number, code: string | null) =>
    new ApiError({ message: 'x', status, abpError: code ? { code, message: 'x', details: null, data: null, validationErrors: null } : null }) // prettier-ignore
  it.each([
    [error(403, 'Workflow:TaskAlreadyCompleted'), true],
    [error(409, null), true],
    [error(403, 'Workflow:CommentRequired'), false],
    [new Error('x'), false],
  ])('%#', (value, gone) => expect(isTaskGone(value)).toBe(gone))
})

describe('actionTextKey', () => {
  it.each([
    ['approve', 'resubmit', 'resubmit'], // the starter's task after a return
    ['approve', 'approve', 'approve'],
    ['approve', undefined, 'approve'],
    ['approve', null, 'approve'],
    ['return', 'approve', 'return'],
    ['withdraw', 'resubmit', 'withdraw'], // the resubmit task's other way out
    ['resolve', 'resolve', 'resolve'],
  ] as const)('%s on a %s task reads %s', (action, kind, key) =>
    expect(actionTextKey(action, kind)).toBe(key),
  )
})
