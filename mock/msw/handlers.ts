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
 * The requests of open streams, held until they stop. A request's signal follows the client's
 * through a weak reference only (undici keeps the AbortController behind a signal alive only as
 * long as its Request): once msw had answered, nothing held the request, it was collected, and the
 * client's abort never reached the stream, which stayed open for ever (the live-counts integration
 * test, on a loaded machine: 3 failures in 3 runs before, none in 3 after).
 */
const heldRequests = new Set<Request>()

/**
 * An open response as a ReadableStream: msw passes each chunk on as it is enqueued. The client
 * going away (an aborted fetch) reaches it as the request's abort, not as a cancel; a client that
 * went away while the backend was still answering gets no stream at all (its abort has been
 * signalled already and would never stop it).
 */
function toReadableStream(stream: MockStream, request: Request): ReadableStream<Uint8Array> {
  const { signal } = request
  const encoder = new TextEncoder()
  let stop = () => undefined as void
  return new ReadableStream({
    start(controller) {
      if (signal.aborted) return controller.close()
      heldRequests.add(request)
      const close = stream.open({
        write: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
      })
      stop = () => {
        heldRequests.delete(request)
        close()
      }
      signal.addEventListener('abort', () => stop(), { once: true })
    },
    cancel: () => stop(),
  })
}

function toHttpResponse(response: MockResponse, request: Request): Response {
  if (response.networkError) return HttpResponse.error()
  if (response.stream) {
    return new HttpResponse(toReadableStream(response.stream, request), {
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
  return toHttpResponse(await handleMockRequest(await toMockRequest(request)), request)
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
