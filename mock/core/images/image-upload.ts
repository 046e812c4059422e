import { validationError, type AbpValidationError } from '../abp-error.ts'
import { createHash } from 'node:crypto'
import type { FormShape } from '../http/form-binding.ts'
import { readFormUpload, type FormUpload } from '../http/form-upload.ts'
import type { MockRequest, MockResponse } from '../http/mock-http.ts'
import type { MultipartFile } from '../http/multipart.ts'
import type { CultureName } from '../localization/culture.ts'
import { validationText } from '../localization/validation-texts.ts'
import { readImageHeader, type ImageType } from './image-header.ts'

/** `[RequestSizeLimit]`: the whole request body (business-api.md §0.5). */
export const maxUploadBodyBytes = 2 * 1024 * 1024
/** The file part itself. */
export const maxImageFileBytes = 1_048_576
export const imageSideRange = { min: 32, max: 4096 } as const

/** The upload rules X3–X5 of business-api.md §0.4, all on member `file`. */
const texts = {
  X3: { en: 'Only PNG or JPEG images are accepted.', 'zh-Hans': '只接受 PNG 或 JPEG 图片。' },
  X4: { en: 'The file must not be larger than 1 MB.', 'zh-Hans': '文件不能大于 1 MB。' },
  X5: {
    en: 'The image must be 32 to 4096 pixels wide and high.',
    'zh-Hans': '图片宽高必须在 32 到 4096 像素之间。',
  },
} as const

export interface UploadedImage {
  type: ImageType
  bytes: Uint8Array
  width: number
  height: number
}

const inRange = (side: number | null): side is number =>
  side !== null && side >= imageSideRange.min && side <= imageSideRange.max

/**
 * The §0.5 checks of an uploaded file part, as one validation error on member `file` (the
 * message alone, so a handler can report it with the DTO's other field errors): none → V1,
 * over 1 MB → X4, not PNG/JPEG by its magic bytes → X3 (whatever its name or declared type),
 * sides outside 32–4096 px → X5.
 */
export function checkImageFile(
  file: MultipartFile | null,
  culture: CultureName,
): { image: UploadedImage } | { error: AbpValidationError } {
  const fail = (message: string) => ({ error: { message, members: ['file'] } })
  if (!file) return fail(validationText(culture, 'V1', 'File'))
  if (file.bytes.length > maxImageFileBytes) return fail(texts.X4[culture])
  const header = readImageHeader(file.bytes)
  if (!header) return fail(texts.X3[culture])
  const { width, height } = header
  if (!inRange(width) || !inRange(height)) return fail(texts.X5[culture])
  return { image: { type: header.type, bytes: file.bytes, width, height } }
}

/** `imageHash` (business-api.md §0.5): the SHA-256 of the stored bytes, lower-case hex. */
export function imageHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * A `multipart/form-data` request with one file part named `file` and, with a `shape`, the DTO's
 * other fields (business-api.md §0.5): body over 2 MB → 413 without a body; another content
 * type → 415 (what ASP.NET Core answers a `[FromForm]` action). The file is not checked here:
 * `checkImageFile` does, so its error can join the fields' in one 400.
 */
export function readImageForm(
  request: MockRequest,
  shape?: FormShape,
): { upload: FormUpload } | { response: MockResponse } {
  return readFormUpload(request, { fileMember: 'file', shape, maxBodyBytes: maxUploadBodyBytes })
}

/** The image of an upload with no other fields (avatar, image replace): every §0.5 refusal. */
export function readImageUpload(
  request: MockRequest,
  culture: CultureName,
): { image: UploadedImage } | { response: MockResponse } {
  const read = readImageForm(request)
  if ('response' in read) return read
  const checked = checkImageFile(read.upload.file, culture)
  if ('error' in checked) return { response: validationError(culture, [checked.error]) }
  return checked
}
