import { clockNow } from '../../core/db/audit.ts'
import { imageHash, type UploadedImage } from '../../core/images/image-upload.ts'
import type { SignKeyImage } from './sign-key-types.ts'

/** An accepted upload as a key stores it, stamped with when and by whom (the list shows both). */
export function storedSignKeyImage(image: UploadedImage, uploaderId: string | null): SignKeyImage {
  return {
    type: image.type,
    bytes: image.bytes,
    width: image.width,
    height: image.height,
    hash: imageHash(image.bytes),
    updateTime: clockNow(),
    uploaderId,
  }
}
