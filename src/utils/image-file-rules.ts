import { detectImageType, type AvatarImageType } from './detect-image-type'
import { readJpegSize, readPngSize, type ImageSize } from './image-size'

/**
 * The upload rules of business-api.md §0.5, checked in the browser before anything is sent, for
 * every image upload (avatar, my signature, signing keys): the server's refusal stays the last
 * word, but a user learns why at once and no request is made for a file that cannot pass.
 */
export const imageFileLimits = {
  /** The file part itself (X4). */
  maxBytes: 1_048_576,
  /** Each side, in pixels (X5). */
  minSide: 32,
  maxSide: 4096,
} as const

/**
 * Why a file cannot be uploaded; `unreadable` is for a file the browser could not read at all.
 * Each has a text under `image-file:<problem>` (a namespace of its own, loaded by the pages that upload).
 */
export type ImageFileProblem = 'tooLarge' | 'wrongType' | 'wrongSize' | 'unreadable'

const sideFits = (side: number) =>
  side >= imageFileLimits.minSide && side <= imageFileLimits.maxSide

/** Whether both sides are within 32–4096 px. */
export function imageSizeFits({ width, height }: ImageSize): boolean {
  return sideFits(width) && sideFits(height)
}

/** The image's type by its magic bytes and its size by its header; undefined for anything else. */
export function readImageFacts(
  bytes: Uint8Array,
): { type: AvatarImageType; size: ImageSize | null } | undefined {
  const type = detectImageType(bytes)
  if (!type) return undefined
  return { type, size: type === 'image/png' ? readPngSize(bytes) : readJpegSize(bytes) }
}

/**
 * In the server's order: the file's length (X4), its type by magic bytes, never by name or
 * declared type (X3: SVG, GIF, WebP, PDF… even named `.png`), then its sides from the header (X5;
 * a header that cannot be read fails it too, as on the server).
 */
export function checkImageFile(fileBytes: number, bytes: Uint8Array): ImageFileProblem | null {
  if (fileBytes > imageFileLimits.maxBytes) return 'tooLarge'
  const facts = readImageFacts(bytes)
  if (!facts) return 'wrongType'
  return facts.size && imageSizeFits(facts.size) ? null : 'wrongSize'
}

/** checkImageFile on a picked file; a file that cannot be read is `unreadable`. */
export async function readImageFileProblem(file: Blob): Promise<ImageFileProblem | null> {
  // Past the limit the bytes are not needed (and a huge file is not read into memory).
  if (file.size > imageFileLimits.maxBytes) return 'tooLarge'
  try {
    return checkImageFile(file.size, new Uint8Array(await file.arrayBuffer()))
  } catch {
    return 'unreadable'
  }
}
