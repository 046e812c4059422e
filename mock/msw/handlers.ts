import { http, HttpResponse } from 'msw'
import { handleMockRequest } from '../core/handle-mock-request.ts'
import type { MockRequest, MockResponse, MockStream } from '../core/http/mock-http.ts'

async function toMockRequest(request: Request): Promise<MockRequest> {
  const url = new URL(request.url)
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value
  })
  // Bytes first: a multipart upload is binary, and its text alone would lose the file.
  const bodyBytes = new Uint8Array(await request.arrayBuffer())
  return {
    method: request.method.toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    body: new TextDecoder().decode(bodyBytes),
    bodyBytes,
  }
}

/**
 * An open response as a ReadableStream: msw passes each chunk on as it is enqueued. The client
 * going away (an aborted fetch) reaches it as the request's abort, not as a cancel; a client that
 * went away while the backend was still answering gets no stream at all (its abort has been
 * signalled already and would never stop it).
 */
function toReadableStream(stream: MockStream, signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let stop = () => undefined as void
  return new ReadableStream({
    start(controller) {
      if (signal.aborted) return controller.close()
      stop = stream.open({
        write: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
      })
      signal.addEventListener('abort', () => stop(), { once: true })
    },
    cancel: () => stop(),
  })
}

function toHttpResponse(response: MockResponse, signal: AbortSignal): Response {
  if (response.networkError) return HttpResponse.error()
  if (response.stream) {
    return new HttpResponse(toReadableStream(response.stream, signal), {
      status: response.status,
      headers: response.headers,
    })
  }
  // Copy binary bodies into a plain ArrayBuffer: Response accepts it in every realm (jsdom too).
  const body =
    typeof response.body === 'string' || response.body === null
      ? response.body
      : response.body.slice().buffer
  return new HttpResponse(body, { status: response.status, headers: response.headers })
}

async function serve({ request }: { request: Request }): Promise<Response> {
  return toHttpResponse(await handleMockRequest(await toMockRequest(request)), request.signal)
}

/**
 * msw adapter of the embedded backend. `*` prefixes match any origin: jsdom's is
 * http://localhost:3000, and an absolute API base URL works too.
 */
export const backendHandlers = [
  http.all('*/api/*', serve),
  http.all('*/connect/*', serve),
  http.all('*/prod-api/*', serve),
  http.all('*/__mock/*', serve),
  http.all('*/__demo-app/*', serve),
]
