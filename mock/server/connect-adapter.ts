import type { IncomingMessage, ServerResponse } from 'node:http'
import { handleMockRequest, isBackendPath } from '../core/handle-mock-request.ts'
import type { MockRequest, MockStream } from '../core/http/mock-http.ts'
import { installMockModules } from '../modules/mock-modules.ts'

type Next = (error?: unknown) => void

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function toHeaderRecord(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

async function toMockRequest(request: IncomingMessage, url: URL): Promise<MockRequest> {
  // The bytes as well as the text: a multipart upload is binary.
  const bytes = await readBody(request)
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: toHeaderRecord(request),
    body: bytes.toString('utf8'),
    bodyBytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
  }
}

/**
 * An open response (the live counts' event stream): headers at once, each write as it comes. This
 * middleware answers before Vite preview's compression middleware, which is never reached, so
 * nothing holds the events back; Nagle's algorithm is off so that a small event is not delayed.
 */
function pipeStream(stream: MockStream, request: IncomingMessage, response: ServerResponse) {
  // Gone while the backend was answering: its 'close' has been emitted already, nothing to open.
  if (response.destroyed || response.socket?.destroyed !== false) return void response.end()
  response.flushHeaders()
  response.socket?.setNoDelay(true)
  const stop = stream.open({
    write: (text) => void response.write(text),
    end: () => response.end(),
  })
  request.once('close', stop)
  response.once('close', stop)
}

/**
 * A connect middleware (Vite dev and preview servers) serving the embedded backend's paths and
 * passing every other request on to the next middleware.
 */
export function createBackendMiddleware() {
  installMockModules()
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    const url = new URL(request.url ?? '/', 'http://embedded-backend')
    if (!isBackendPath(url.pathname)) {
      next()
      return
    }
    toMockRequest(request, url)
      .then(handleMockRequest)
      .then((result) => {
        if (result.networkError) {
          response.destroy()
          return
        }
        response.writeHead(result.status, result.headers)
        if (result.stream) pipeStream(result.stream, request, response)
        else response.end(result.body ?? undefined)
      })
      .catch(next)
  }
}
