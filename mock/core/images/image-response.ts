import type { MockResponse } from '../http/mock-http.ts'
import type { ImageType } from './image-header.ts'

/**
 * An image download as business-api.md §0.5 describes it: the type read from the bytes, the
 * length, never cached, never sniffed, shown inline (avatars, signing keys).
 */
export function imageResponse(type: ImageType, body: Uint8Array): MockResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    },
    body,
  }
}
