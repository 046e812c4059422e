import { createHash, randomBytes } from 'node:crypto'
import {
  entityNotFound,
  forbidden,
  policyNotGranted,
  validationError,
} from '../../core/abp-error.ts'
import { isGranted } from '../../core/auth/permission-check.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudContext } from '../../core/crud/crud-resource.ts'
import { guid, text, toValidationErrors, validateInput } from '../../core/crud/validation.ts'
import { withCrudContext } from '../../core/crud/with-crud-context.ts'
import { findUserById } from '../../core/db/database.ts'
import { jsonResponse, parseJsonBody, type MockResponse } from '../../core/http/mock-http.ts'
import { getRuntimeSettings } from '../../core/runtime-settings.ts'
import { defineRoute, type BackendRoute } from '../../core/routes/define-route.ts'
import { findTenantProject } from '../project/project-access.ts'
import { appUrl, findApp, placementsOf } from './app-dtos.ts'
import { mayUseProject } from './project-app-routes.ts'

/** A launch code's lifetime (business-api.md §4.1): the answer's `expiresIn`. */
export const launchCodeSeconds = 60

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' }

/** 32 random bytes, base64url: 43 characters. */
function newLaunchCode(): string {
  return randomBytes(32).toString('base64url')
}

const hashOf = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex')

function invalid(context: CrudContext, issues: Parameters<typeof toValidationErrors>[1]) {
  return validationError(context.culture, toValidationErrors(context.culture, issues))
}

const launchFields = { projectId: guid('-') }

/**
 * `POST /api/base/app/{id}/launch` `{projectId}` → `{url, expiresIn}` (§4.1 "Launch"): the app
 * exists (404) and is enabled; with a project, the caller may open it and the app is placed in
 * it; without one, only AppManage.App holders may launch (a preview). An app with a `clientId`
 * gets a one-time code in its URL; tokens never go into it.
 */
const launchRoute = defineRoute({
  method: 'POST',
  pattern: '/api/base/app/:id/launch',
  reads: { body: ['projectId'] },
  handle: withCrudContext((context) => {
    const { db, tenantId, culture, caller } = context
    const app = findApp(db, tenantId, context.params.id)
    if (!app) return entityNotFound(culture, 'App', context.params.id)
    const body = parseJsonBody(context.request.body)
    const read = validateInput(body ?? {}, launchFields, 'create')
    if (!read.ok) return invalid(context, read.issues)
    const { projectId } = read.input
    if (!app.enabled) return businessError(culture, 'Base:AppDisabled', app.name)
    if (projectId === null) {
      if (!isGranted(caller, 'AppManage.App')) return policyNotGranted(culture)
    } else {
      if (!findTenantProject(db, tenantId, projectId)) return entityNotFound(culture, 'Project', projectId) // prettier-ignore
      if (!mayUseProject(context, projectId)) return policyNotGranted(culture)
      const placed = placementsOf(db, tenantId).some((p) => p.projectId === projectId && p.appId === app.id) // prettier-ignore
      if (!placed) return businessError(culture, 'Base:AppNotAvailable', app.name)
    }
    const params = new URLSearchParams()
    if (app.clientId) {
      const code = newLaunchCode()
      db.appLaunchCodes.push({
        codeHash: hashOf(code),
        tenantId,
        userId: caller.userId,
        appId: app.id,
        clientId: app.clientId,
        projectId,
        expiresAt: Date.now() + launchCodeSeconds * 1000,
        used: false,
      })
      params.set('code', code)
    }
    if (projectId !== null) params.set('projectId', projectId)
    const base = appUrl(app, context.request)
    const query = params.toString()
    const url = query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base
    return jsonResponse(200, { url, expiresIn: launchCodeSeconds }, noStore)
  }),
})

/** A client-credentials token: OpenIddict sets its subject to the client id; no user is in it. */
function isClientToken({ caller }: CrudContext): boolean {
  return caller.clientId !== null && caller.userId === caller.clientId
}

const exchangeFields = { code: text('CU', 128) }

/**
 * `POST /api/base/app-launch/exchange` `{code}` → `LaunchContextDto`, once. Only the target app's
 * back end may call it, with its own client-credentials token for the base API (scope
 * `BaseService`) whose `client_id` is the app's. An unknown, expired, spent or foreign code →
 * `Base:InvalidLaunchCode`; any presentation of a known code spends it (fail closed).
 */
const exchangeRoute = defineRoute({
  method: 'POST',
  pattern: '/api/base/app-launch/exchange',
  reads: { body: ['code'] },
  // The one-time code is a credential: the audit log shows `***` (business-api.md §4.1).
  auditSecrets: ['code'],
  handle: withCrudContext((context) => {
    const { db, culture, caller } = context
    if (!isClientToken(context) || !caller.scopes.includes('BaseService')) {
      return forbidden(culture, getRuntimeSettings().authErrorFormat)
    }
    const read = validateInput(parseJsonBody(context.request.body), exchangeFields, 'create')
    if (!read.ok) return invalid(context, read.issues)
    const hash = hashOf(read.input.code!)
    const entry = db.appLaunchCodes.find((c) => c.codeHash === hash)
    const refused = (): MockResponse => {
      const refusal = businessError(culture, 'Base:InvalidLaunchCode')
      return { ...refusal, headers: { ...refusal.headers, ...noStore } }
    }
    if (!entry || entry.used) return refused()
    entry.used = true
    if (Date.now() > entry.expiresAt || entry.clientId !== caller.clientId) return refused()
    const user = findUserById(entry.userId)
    const app = db.apps.find((a) => a.id === entry.appId)
    const project = entry.projectId === null ? undefined : findTenantProject(db, entry.tenantId, entry.projectId) // prettier-ignore
    return jsonResponse(
      200,
      {
        userId: entry.userId,
        userName: user?.userName ?? null,
        name: user?.name ?? null,
        tenantId: entry.tenantId,
        projectId: entry.projectId,
        projName: project?.projName ?? null,
        appCode: app?.code ?? null,
      },
      noStore,
    )
  }),
})

export const launchRoutes: BackendRoute[] = [launchRoute, exchangeRoute]
