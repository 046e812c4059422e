import { isRecord, jsonResponse, parseJsonBody, readQuery } from '../http/mock-http.ts'
import type { RequestContext } from '../request-context.ts'
import { userIds } from '../db/seed-ids.ts'
import { anonymousRoute, type BackendRoute } from './define-route.ts'

/**
 * vue-element-admin's own mock API (the "demo" login mode, base path /prod-api). Every answer is
 * HTTP 200; success or failure is the `code` in the body:
 * - 20000 success; 60204 wrong account (any password works for a known user, as upstream);
 * - 50008 illegal token; 50012 "other client logged in" for the token `other-client-token`;
 *   50014 "token expired" for the token `expired-token` (the last two exist for testing the
 *   client's forced-logout dialog; upstream's mock never sends them).
 */
// Maps, not object literals: a token such as `constructor` must not find Object.prototype members.
const tokensByUserName = new Map([
  ['admin', 'admin-token'],
  ['editor', 'editor-token'],
])

// Avatars point at the embedded backend instead of upstream's CDN so that offline tests load them.
const infoByToken = new Map<string, object>([
  [
    'admin-token',
    {
      roles: ['admin'],
      introduction: 'I am a super administrator',
      avatar: `/api/identity/users/${userIds.admin}/avatar`,
      name: 'Super Admin',
    },
  ],
  [
    'editor-token',
    {
      roles: ['editor'],
      introduction: 'I am an editor',
      avatar: `/api/identity/users/${userIds.manager}/avatar`,
      name: 'Normal Editor',
    },
  ],
])

const forcedLogoutByToken = new Map([
  ['other-client-token', { code: 50012, message: 'Other clients logged in.' }],
  ['expired-token', { code: 50014, message: 'Token expired.' }],
])

const base = '/prod-api/vue-element-admin/user'

function login({ request }: RequestContext) {
  const body = parseJsonBody(request.body)
  const userName = isRecord(body) && typeof body.username === 'string' ? body.username : ''
  const token = tokensByUserName.get(userName)
  if (!token)
    return jsonResponse(200, { code: 60204, message: 'Account and password are incorrect.' })
  return jsonResponse(200, { code: 20000, data: { token } })
}

function info({ request }: RequestContext) {
  const token = readQuery(request.query, 'token') ?? request.headers['x-token'] ?? ''
  const forced = forcedLogoutByToken.get(token)
  if (forced) return jsonResponse(200, forced)
  const data = infoByToken.get(token)
  if (!data) {
    return jsonResponse(200, { code: 50008, message: 'Login failed, unable to get user details.' })
  }
  return jsonResponse(200, { code: 20000, data })
}

export const demoClientRoutes: BackendRoute[] = [
  anonymousRoute('POST', `${base}/login`, login),
  anonymousRoute('GET', `${base}/info`, info),
  anonymousRoute('POST', `${base}/logout`, () =>
    jsonResponse(200, { code: 20000, data: 'success' }),
  ),
]
