import { bindFormFields, type FormBindingError, type FormShape } from './form-binding.ts'
import { emptyResponse, type MockRequest, type MockResponse } from './mock-http.ts'
import { multipartBoundary, parseMultipart, type MultipartFile } from './multipart.ts'

export interface FormUploadOptions {
  /** The DTO's `IRemoteStreamContent` member: the file part's name, matched case-insensitively. */
  fileMember: string
  /** The DTO's other members (form-binding.ts); without one, every field binds as text. */
  shape?: FormShape
  /** `[RequestSizeLimit]`: a larger body is refused with 413 before it is read. */
  maxBodyBytes?: number
}

export interface FormUpload {
  /** The text fields bound like a JSON body. */
  fields: Record<string, unknown>
  /** Values that did not convert to their declared kind (a handler answers 400 with them). */
  errors: FormBindingError[]
  /** The uploaded file (`IRemoteStreamContent`: name, content type, bytes), or null. */
  file: MultipartFile | null
}

/**
 * A `[FromForm]` action's input: the uploaded file together with the DTO's other fields. Like
 * ASP.NET Core: a body over the limit → 413 and a request that is not `multipart/form-data` → 415,
 * both without a body; a body that does not parse binds nothing (no file, no fields), so the
 * caller's "file required" rule answers it.
 */
export function readFormUpload(
  request: MockRequest,
  { fileMember, shape, maxBodyBytes }: FormUploadOptions,
): { upload: FormUpload } | { response: MockResponse } {
  const body = request.bodyBytes ?? new TextEncoder().encode(request.body)
  if (maxBodyBytes !== undefined && body.length > maxBodyBytes) {
    return { response: emptyResponse(413) }
  }
  const boundary = multipartBoundary(request.headers['content-type'])
  if (!boundary) return { response: emptyResponse(415) }
  const form = parseMultipart(body, boundary)
  const wanted = fileMember.toLowerCase()
  const name = Object.keys(form?.files ?? {}).find((key) => key.toLowerCase() === wanted)
  const { value, errors } = bindFormFields(form?.fieldEntries ?? [], shape)
  return {
    upload: { fields: value, errors, file: name === undefined ? null : form!.files[name] },
  }
}
