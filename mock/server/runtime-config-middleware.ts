import { execFileSync } from 'node:child_process'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'

type Next = (error?: unknown) => void

const generator = fileURLToPath(new URL('../../deploy/runtime-config.sh', import.meta.url))

/**
 * `config.js` as `npm start` and `vite preview` serve it: written from this process's environment
 * by the same script that writes it in the container (deploy/runtime-config.sh), so
 * `VITE_AUTH_GRANT_TYPE=authorization_code vite preview` serves one build in the other sign-in
 * mode. `defaults` fill what the environment leaves unset (the embedded provider's address).
 */
export function renderRuntimeConfig(defaults: Record<string, string>): string {
  const env = { ...process.env }
  for (const [name, value] of Object.entries(defaults)) {
    if (!env[name]?.trim()) env[name] = value
  }
  return execFileSync('sh', [generator, 'config-js'], { env, encoding: 'utf8' })
}

export function serveRuntimeConfig(defaults: Record<string, string>) {
  let body: string | undefined
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    if (request.url?.split('?')[0] !== '/config.js') {
      next()
      return
    }
    body ??= renderRuntimeConfig(defaults)
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    })
    response.end(body)
  }
}
