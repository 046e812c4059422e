import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/http/api-error'
import type { TaskDetailDto } from '@/modules/workflow/api/task-dtos'
import { initialSigning, missingSigning, signatureToSend, signingErrorOf } from './signing-rules'

const task = (extra: Partial<TaskDetailDto>) => ({ signatureRequired: false, sealOptions: undefined, storedSignature: null, ...extra }) as TaskDetailDto // prettier-ignore
const stored = { signKeyId: 'k', imageHash: 'h', imageUpdateTime: '2024-01-01T00:00:00', imageUploaderName: 'admin', uploadedByOther: true } // prettier-ignore
const drawn = { source: 2 as const, uploadId: 'u1', imageHash: 'h2', image: new Blob() }
const seals = [{ signKeyId: 'off', name: '公章', organizationName: null, enabled: false }, { signKeyId: 'on', name: '公章', organizationName: null, enabled: true }] // prettier-ignore

describe('signing rules', () => {
  it('starts with the stored signature when there is one and the first enabled seal', () => {
    expect(initialSigning(task({ storedSignature: stored, sealOptions: seals }))).toEqual({ signature: { source: 1 }, signKeyId: 'on' }) // prettier-ignore
    expect(initialSigning(task({}))).toEqual({ signature: null, signKeyId: null })
  })

  it.each([
    ['approve', { signatureRequired: true }, { signature: null, signKeyId: null }, 'signature'],
    ['approve', { signatureRequired: true }, { signature: drawn, signKeyId: null }, null],
    ['approve', { signatureRequired: false }, { signature: null, signKeyId: null }, null],
    ['seal', { signatureRequired: false }, { signature: null, signKeyId: null }, 'seal'],
    ['seal', { signatureRequired: true }, { signature: null, signKeyId: 'on' }, 'signature'],
    ['seal', { signatureRequired: false }, { signature: null, signKeyId: 'on' }, null],
    ['return', { signatureRequired: true }, { signature: null, signKeyId: null }, null],
  ] as const)('%s with %o and %o lacks %s', (action, extra, value, lacking) => {
    expect(missingSigning(action, task(extra), value)).toBe(lacking)
  })

  it('sends the source and the upload, never the image', () => {
    expect(signatureToSend(drawn)).toEqual({ source: 2, uploadId: 'u1' })
    expect(signatureToSend({ source: 1 })).toEqual({ source: 1 })
    expect(signatureToSend(null)).toBeUndefined()
  })

  it('puts the server’s signature and seal refusals on their fields', () => {
    const refusal = (code: string | null, members: string[] = []) => new ApiError({ status: 403, message: `m ${code}`, abpError: { code, message: `m ${code}`, details: null, data: null, validationErrors: members.length ? [{ message: 'v', members }] : null } }) // prettier-ignore
    expect(signingErrorOf(refusal('Workflow:NoStoredSignature'))).toEqual({ field: 'signature', message: 'm Workflow:NoStoredSignature' }) // prettier-ignore
    expect(signingErrorOf(refusal(null, ['signature.uploadId']))?.field).toBe('signature')
    expect(signingErrorOf(refusal('Workflow:SealDisabled'))).toEqual({ field: 'seal', message: 'm Workflow:SealDisabled' }) // prettier-ignore
    expect(signingErrorOf(refusal('Workflow:CommentRequired'))).toBeNull()
  })
})
