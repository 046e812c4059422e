import { validationError, type AbpValidationError } from '../abp-error.ts'
import { readFormUpload } from '../http/form-upload.ts'
import type { MockRequest, MockResponse } from '../http/mock-http.ts'
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

export type UploadRule = keyof typeof texts

function fileError(culture: CultureName, message: string): MockResponse {
  const error: AbpValidationError = { message, members: ['file'] }
  return validationError(culture, [error])
}

export function uploadRuleError(culture: CultureName, rule: UploadRule): MockResponse {
  return fileError(culture, texts[rule][culture])
}

export interface UploadedImage {
  type: ImageType
  bytes: Uint8Array
}

const inRange = (side: number | null) =>
  side !== null && side >= imageSideRange.min && side <= imageSideRange.max

/**
 * The image of a `multipart/form-data` request with one file part named `file`
 * (business-api.md §0.5): body over 2 MB → 413 without a body; another content type → 415 (what
 * ASP.NET Core answers a `[FromForm]` action); no file → 400 V1; over 1 MB → X4; not PNG/JPEG by
 * its magic bytes → X3 (whatever its name or declared type); sides outside 32–4096 px → X5.
 */
export function readImageUpload(
  request: MockRequest,
  culture: CultureName,
): { image: UploadedImage } | { response: MockResponse } {
  const read = readFormUpload(request, { fileMember: 'file', maxBodyBytes: maxUploadBodyBytes })
  if ('response' in read) return read
  const { file } = read.upload
  if (!file) return { response: fileError(culture, validationText(culture, 'V1', 'File')) }
  if (file.bytes.length > maxImageFileBytes) return { response: uploadRuleError(culture, 'X4') }
  const header = readImageHeader(file.bytes)
  if (!header) return { response: uploadRuleError(culture, 'X3') }
  if (!inRange(header.width) || !inRange(header.height)) {
    return { response: uploadRuleError(culture, 'X5') }
  }
  return { image: { type: header.type, bytes: file.bytes } }
}
