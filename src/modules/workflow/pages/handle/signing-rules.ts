import { isApiError } from '@/api/http/api-error'
import {
  SignatureSource,
  type SignatureInput,
  type TaskDetailDto,
} from '@/modules/workflow/api/task-dtos'

/** A signature drawn and uploaded for this task: the upload's id, and the image to show. */
export interface DrawnSignature {
  source: typeof SignatureSource.Drawn
  uploadId: string
  imageHash: string
  image: Blob
}

/** What a signing or sealing step has chosen so far. */
export interface StepSigningValue {
  signature: { source: typeof SignatureSource.Stored } | DrawnSignature | null
  signKeyId: string | null
}

/** The start: the stored signature when there is one, the first enabled seal offered. */
export function initialSigning(task: TaskDetailDto): StepSigningValue {
  return {
    signature: task.storedSignature ? { source: SignatureSource.Stored } : null,
    signKeyId: task.sealOptions?.find((s) => s.enabled !== false)?.signKeyId ?? null,
  }
}

/** The body's `signature`: only what the server reads (never the image). */
export function signatureToSend(value: StepSigningValue['signature']): SignatureInput | undefined {
  if (!value) return undefined
  return value.source === SignatureSource.Drawn
    ? { source: SignatureSource.Drawn, uploadId: value.uploadId }
    : { source: SignatureSource.Stored }
}

/** The actions that sign (when the step requires it) and the one that seals. */
export const signingActions: ReadonlySet<string> = new Set(['approve', 'seal'])

/** What is missing before `action` can be sent: a signature, a seal, or nothing. */
export function missingSigning(
  action: string,
  task: TaskDetailDto,
  value: StepSigningValue,
): 'signature' | 'seal' | null {
  if (!signingActions.has(action)) return null
  if (task.signatureRequired && !value.signature) return 'signature'
  if (action === 'seal' && !value.signKeyId) return 'seal'
  return null
}

/** The server's refusals that belong on the signature field or on the seal field. */
const signatureCodes = new Set(['Workflow:SignatureRequired', 'Workflow:NoStoredSignature'])
const sealCodes = new Set([
  'Workflow:SealNotHeld',
  'Workflow:SealMismatch',
  'Workflow:SealDisabled',
])

export function signingErrorOf(
  error: unknown,
): { field: 'signature' | 'seal'; message: string } | null {
  // prettier-ignore
  if (!isApiError(error)) return null
  const code = error.code ?? ''
  if (signatureCodes.has(code) || error.validationErrors.some((e) => e.members.some((m) => m.startsWith('signature'))))
    return { field: 'signature', message: error.message } // prettier-ignore
  if (sealCodes.has(code)) return { field: 'seal', message: error.message }
  return null
}
