import { detectImageType, imageSignatureLength } from '@/utils/detect-image-type'

// TODO(image-file-rules): swap for readImageFileProblem of src/utils/image-file-rules.ts (the
// shared §0.5 checks, pixels included) once it is on main.
export type SignKeyFileProblem = 'tooLarge' | 'wrongType' | 'wrongSize' | 'unreadable'

/** Why a picked file cannot be a signing key's image (§0.5), before anything is sent. */
export async function readSignKeyFileProblem(file: Blob): Promise<SignKeyFileProblem | null> {
  if (file.size > 1_048_576) return 'tooLarge'
  try {
    const head = new Uint8Array(await file.slice(0, imageSignatureLength).arrayBuffer())
    return detectImageType(head) ? null : 'wrongType'
  } catch {
    return 'unreadable'
  }
}
