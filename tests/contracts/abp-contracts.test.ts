import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { backendRoutes } from '@mock/core/routes/backend-routes.ts'
import { mockModules } from '@mock/modules/mock-modules.ts'
import {
  allowListReason,
  dtoMembers,
  findProxyEndpoint,
  isAbpRoute,
  proxyPackages,
  shapeProblems,
} from './abp-proxy-contract'
import { apiLayerFiles, readAppCalls, type AppCall } from './app-abp-calls'

/*
 * The app's ABP calls and the embedded backend's ABP routes, held against the endpoints of ABP's
 * own generated proxies (abp-proxy-snapshot.json; refresh: node scripts/abp-proxy-snapshot.mjs).
 * A route, a query name or a DTO member spelled differently from ABP fails here, with where.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Read once: compiling the API layer takes a second or two. */
const appCalls = readAppCalls(root)
const abpCalls = appCalls.filter((call) => isAbpRoute(call.url))

function callProblems(call: AppCall): string[] {
  const route = `${call.method} ${call.url}`
  if (allowListReason(call.method, call.url)) return []
  const proxy = findProxyEndpoint(call.method, call.url)
  if (!proxy) return [`${call.where}: ${route} is no endpoint of ABP's proxies`]
  const at = `${call.where} (${route}, ABP's ${proxy.proxy})`
  const problems = call.query
    .filter((name) => !proxy.query.includes(name))
    .map((name) => `${at}: query ${name} is not ABP's (${proxy.query.join(', ') || 'none'})`)
  if (call.body === 'multipart') problems.push(`${at}: ABP takes JSON here, not a multipart form`)
  else if (call.body && !proxy.body) problems.push(`${at}: ABP's endpoint takes no body`)
  else if (call.body && proxy.body)
    problems.push(...shapeProblems(call.body, proxy.body, `${at} body`))
  if (call.response)
    problems.push(...shapeProblems(call.response, proxy.response, `${at} response`))
  return problems
}

describe('ABP contracts', () => {
  it('the snapshot is of ABP 10 proxies', () => {
    expect(Object.keys(proxyPackages)).toContain('@abp/ng.identity')
    for (const version of Object.values(proxyPackages)) expect(version).toMatch(/^10\./)
  })

  it('finds the app’s ABP calls (the reading itself works)', () => {
    const routes = abpCalls.map((call) => `${call.method} ${call.url}`)
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/abp/application-configuration',
        'PUT /api/permission-management/permissions',
        'PUT /api/multi-tenancy/tenants/{id}/default-connection-string',
        'POST /api/account/my-profile/change-password',
        'GET /api/identity/roles',
        'DELETE /api/identity/users/{id}',
      ]),
    )
  })

  it('every ABP call of the app’s API layer matches ABP’s proxies', () => {
    expect(abpCalls.flatMap(callProblems)).toEqual([])
  })

  it('no code outside the API layer calls the API client (so the reading above sees them all)', () => {
    const layer = new Set(apiLayerFiles(root))
    const outside = readdirSync(join(root, 'src'), { recursive: true })
      .map((file) => join(root, 'src', String(file)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !layer.has(file))
      .filter((file) => /\bapiClient\.\w+\(|\bcreateCrudApi\(/.test(readFileSync(file, 'utf8')))
    expect(outside.map((file) => relative(root, file))).toEqual([])
  })

  it('every ABP route of the embedded backend matches ABP’s proxies', () => {
    const problems = backendRoutes(mockModules).flatMap((route) => {
      if (!isAbpRoute(route.pattern) || allowListReason(route.method, route.pattern)) return []
      const name = `mock ${route.method} ${route.pattern}`
      const proxy = findProxyEndpoint(route.method, route.pattern)
      if (!proxy) return [`${name} is no endpoint of ABP's proxies`]
      const at = `${name} (ABP's ${proxy.proxy})`
      const { query = [], body } = route.reads ?? {}
      const members = proxy.body ? dtoMembers(proxy.body) : []
      return [
        ...query
          .filter((q) => !proxy.query.includes(q))
          .map((q) => `${at}: reads query ${q}, not ABP's (${proxy.query.join(', ') || 'none'})`),
        ...(proxy.body && !body ? [`${at}: declares no body members (reads.body)`] : []),
        ...(body ?? [])
          .filter((m) => !members.includes(m))
          .map((m) => `${at}: reads body member ${m}, not one of ABP's ${proxy.body}`),
      ]
    })
    expect(problems).toEqual([])
  })
})
