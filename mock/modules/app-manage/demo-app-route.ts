import { handleMockRequest } from '../../core/handle-mock-request.ts'
import { readQuery, type MockResponse } from '../../core/http/mock-http.ts'
import type { RequestContext } from '../../core/request-context.ts'
import { anonymousRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { seededAppSecret } from '../client-manage/seed-clients.ts'
import { stripCodePath, stripCodeRoute } from './demo-app-strip-code.ts'
import { qualityDemoPath } from './seed-app-ids.ts'

/**
 * The Quality demo app (质量管理, seeded with `url` = `qualityDemoPath`): what a real launcher
 * app does with a launch URL, played by the embedded backend. Its "back end" (this route) gets a
 * client-credentials token as `Quality_App`, redeems the `code` at the exchange and renders the
 * launch context as a server-side page, so neither the client secret nor any token reaches the
 * browser. Anonymous like any app's landing page; the code is spent by the first load, and the
 * page's one script (demo-app-strip-code.ts) takes it out of the address at once.
 */

type LaunchContext = Record<string, string | null>

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

async function callJson(
  method: string,
  path: string,
  body: string,
  headers: Record<string, string>,
) {
  const response = await handleMockRequest({
    method,
    path,
    query: new URLSearchParams(),
    headers,
    body,
  })
  const text = typeof response.body === 'string' ? response.body : ''
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status: response.status, json }
}

/** The exchange as Quality's back end calls it; the context or the refusal's message. */
async function redeem(code: string, culture: string): Promise<LaunchContext | { error: string }> {
  const clientId = 'Quality_App'
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: seededAppSecret(clientId), scope: 'BaseService' }) // prettier-ignore
  const token = await callJson('POST', '/connect/token', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' }) // prettier-ignore
  const accessToken = (token.json as { access_token?: string } | null)?.access_token
  if (!accessToken) return { error: `token ${token.status}` }
  const answer = await callJson('POST', '/api/base/app-launch/exchange', JSON.stringify({ code }), {
    authorization: `Bearer ${accessToken}`,
    'content-type': 'application/json',
    'accept-language': culture,
  })
  if (answer.status === 200) return answer.json as LaunchContext
  const message = (answer.json as { error?: { message?: string } } | null)?.error?.message
  return { error: message ?? `exchange ${answer.status}` }
}

function page(body: string): MockResponse {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>质量管理 · Quality (demo)</title><script src="${stripCodePath}"></script><style>body{font:14px/1.6 system-ui,sans-serif;margin:40px auto;max-width:640px;color:#1f1f1f}th{text-align:left;padding-right:16px;color:#666}</style></head><body><h1>质量管理 · Quality</h1><p>A demo app of the embedded backend (business-api.md §4.1 launch).</p>${body}</body></html>` // prettier-ignore
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The code is in this page's URL: never send it on in a Referer.
      'Referrer-Policy': 'no-referrer',
      // Its one script is a file of its own origin (strip-code.js); nothing inline runs.
      'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    },
    body: html,
  }
}

async function renderDemo(context: RequestContext): Promise<MockResponse> {
  const code = readQuery(context.request.query, 'code')
  const projectId = readQuery(context.request.query, 'projectId')
  if (!code) {
    const where = projectId ? ` (projectId ${escapeHtml(projectId)})` : ''
    return page(`<p id="status">Opened without a launch code${where}.</p>`)
  }
  const result = await redeem(code, context.culture)
  if ('error' in result) {
    return page(`<p id="status" role="alert">${escapeHtml(String(result.error))}</p>`)
  }
  const rows = Object.entries(result)
    .map(
      ([name, value]) =>
        `<tr><th>${escapeHtml(name)}</th><td data-field="${escapeHtml(name)}">${escapeHtml(value ?? '—')}</td></tr>`,
    ) // prettier-ignore
    .join('')
  return page(`<p id="status">Signed in through a launch code.</p><table>${rows}</table>`)
}

export const demoAppRoutes: BackendRoute[] = [
  anonymousRoute('GET', qualityDemoPath, renderDemo),
  stripCodeRoute,
]
