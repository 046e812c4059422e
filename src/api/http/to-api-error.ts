import type { AxiosError } from 'axios'
import { ApiError, parseErrorBody, readAbpError } from './api-error'
import { describeHttpError } from '@/api/errors/describe-http-error'

/** Binary responses (avatar, downloads) carry their error body as bytes; read it like text. */
async function readBody(data: unknown): Promise<unknown> {
  // By tag, not instanceof: the buffer may come from another realm (jsdom vs Node in tests).
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') {
    return parseErrorBody(new TextDecoder().decode(data as ArrayBuffer))
  }
  if (typeof Blob !== 'undefined' && data instanceof Blob) return parseErrorBody(await data.text())
  return parseErrorBody(data)
}

/** Turns an axios failure into the ApiError callers see, with the translated catalogue text. */
export async function toApiError(
  error: AxiosError,
  translate: (key: string) => string,
): Promise<ApiError> {
  const status = error.response ? error.response.status : null
  const raw = await readBody(error.response?.data)
  const description = describeHttpError(status, raw)
  return new ApiError({
    message: description.message ?? translate(description.messageKey),
    details: description.details,
    status,
    abpError: readAbpError(raw),
    raw,
    request: error.request,
    cause: error,
  })
}
