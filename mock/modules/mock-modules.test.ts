import { afterEach, describe, expect, it } from 'vitest'
import { resetMockBackend } from '../core/control.ts'
import { createSeedDatabase } from '../core/db/seed.ts'
import { seedAccounts } from '../core/db/seed-accounts.ts'
import { matchRoute } from '../core/http/router.ts'
import { useMockModules, type MockModule } from '../core/modules/mock-module.ts'
import { backendRoutes } from '../core/routes/backend-routes.ts'
import { callBackend, signIn } from '../core/testing/backend-client.ts'
import { installMockModules, mockModules } from './mock-modules.ts'

const reversed: readonly MockModule[] = [...mockModules].reverse()
const anyGuid = '3a0f0000-0000-0000-0000-000000000001'

/** A concrete path for a route pattern: GUID parameters get a GUID, others a word. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' || name.endsWith('Id') ? anyGuid : 'demo',
  )
}

/** Every route of every module and core, plus the literal paths that sit beside an `{id}`. */
const requests: { method: string; path: string }[] = [
  ...backendRoutes(mockModules).map((route) => ({
    method: route.method,
    path: samplePath(route.pattern),
  })),
  ...['GET', 'PUT', 'DELETE'].flatMap((method) =>
    [
      '/api/identity/users/current-user',
      '/api/identity/users/current-user/avatar',
      '/api/base/organization/tree',
      '/api/base/position/list',
      '/api/base/notice/my',
      '/api/base/todo/my',
      '/api/base/project/not-a-guid',
      '/api/base/dictionary/list',
    ].map((path) => ({ method, path })),
  ),
]

function routing(modules: readonly MockModule[]) {
  const routes = backendRoutes(modules)
  return requests.map((request) => {
    const match = matchRoute(routes, request)
    const handler = match.kind === 'found' ? `${match.route.method} ${match.route.pattern}` : match.kind // prettier-ignore
    return `${request.method} ${request.path} → ${handler}`
  })
}

afterEach(() => installMockModules())

describe('the composition root', () => {
  it('names each module once', () => {
    const names = mockModules.map((module) => module.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('routes every request alike whatever the order of the modules', () => {
    const forward = routing(mockModules)
    // Only the probe that is no GUID finds nothing: `{id}` takes GUIDs only.
    const unrouted = forward.filter((line) => line.endsWith('not-found'))
    expect(unrouted).toEqual(
      ['GET', 'PUT', 'DELETE'].map((m) => `${m} /api/base/project/not-a-guid → not-found`),
    )
    expect(routing(reversed)).toEqual(forward)
  })

  it('answers every GET alike (status and type) with the modules reversed', async () => {
    const gets = requests.filter((request) => request.method === 'GET')
    const answers = async () => {
      resetMockBackend()
      const token = (await signIn(seedAccounts.admin)).access_token
      const lines: string[] = []
      for (const { path } of gets) {
        const answer = await callBackend('GET', path, { token })
        lines.push(`${path} ${answer.status} ${answer.headers['content-type'] ?? ''}`)
      }
      return lines
    }
    const forward = await answers()
    useMockModules(reversed)
    expect(await answers()).toEqual(forward)
  })

  it('seeds every table of the database from exactly one module, in any order', () => {
    const forward = createSeedDatabase(mockModules)
    expect(Object.keys(forward).sort()).toEqual([
      'apiResources',
      'apiScopes',
      'appLaunchCodes',
      'apps',
      'auditLogs',
      'claimTypes',
      'clients',
      'dictionaries',
      'dictionaryDetails',
      'htds',
      'identityResources',
      'noticeReads',
      'notices',
      'organizations',
      'positions',
      'projectAppFolders',
      'projectApps',
      'projects',
      'roles',
      'signKeys',
      'tenants',
      'todos',
      'userHtdPermissions',
      'userProjectPermissions',
      'users',
      'workAreas',
      'workflowAttachments',
      'workflowCcs',
      'workflowDelegations',
      'workflowDocumentTemplates',
      'workflowFormVersions',
      'workflowForms',
      'workflowInstances',
      'workflowSchemeVersions',
      'workflowSchemes',
      'workflowSignatureUploads',
    ])
    for (const rows of Object.values(forward)) expect(Array.isArray(rows)).toBe(true)
    expect(createSeedDatabase(reversed)).toEqual(forward)
  })

  it('refuses two modules seeding the same table', () => {
    const twice: MockModule = { name: 'copy', routes: [], seed: () => ({ tenants: [] }) }
    expect(() => createSeedDatabase([...mockModules, twice])).toThrow(/tenants.*saas and copy/)
  })
})
