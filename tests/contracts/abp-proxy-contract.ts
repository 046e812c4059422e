import type { Shape } from './app-abp-calls'
import snapshot from './abp-proxy-snapshot.json'

/** One endpoint of ABP's generated proxies (scripts/abp-proxy-snapshot.mjs). */
export interface ProxyEndpoint {
  method: string
  url: string
  query: string[]
  /** The body's DTO type, e.g. `IdentityUserUpdateDto`; null: no body. */
  body: string | null
  response: string
  /** `IdentityUserService.update`: where to look in the package. */
  proxy: string
}

const endpoints: ProxyEndpoint[] = snapshot.endpoints
const dtos: Record<string, Record<string, string>> = snapshot.dtos

/** `/api/identity/users/{id}`, `/api/identity/users/:id` → `/api/identity/users/{}`. */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/\{[^}]*\}|:[A-Za-z]\w*/g, '{}')}`
}

const byRoute = new Map(endpoints.map((e) => [routeKey(e.method, e.url), e]))

export function findProxyEndpoint(method: string, url: string): ProxyEndpoint | undefined {
  return byRoute.get(routeKey(method, url))
}

/** The URL prefixes of the ABP modules whose calls the snapshot must cover. */
const abpPrefix =
  /^\/api\/(identity|multi-tenancy|permission-management|account|abp|setting-management|feature-management|tenant-management|identity-server|audit-logging)(\/|$)/

/**
 * What is ABP-routed but has no open-source proxy to hold it against, and why. Anything else
 * under the prefixes above must match the snapshot.
 */
const notInProxies: { route: RegExp; reason: string }[] = [
  {
    route: /^[A-Z]+ \/api\/(identity-server|audit-logging)\//,
    reason:
      'ABP Commercial modules (no open-source proxy); built after abp-api.md §7–§8, their known ' +
      'differences from Commercial in docs/abp-contracts.md',
  },
  {
    route:
      /^(GET \/api\/identity\/users\/(current-user|list|\{\}\/avatar)|(PUT|DELETE) \/api\/identity\/users\/current-user\/avatar)$/,
    reason:
      "this backend's own endpoints under identity's prefix (business-api.md §6.3; abp-api.md " +
      '§4.1 says current-user is not stock ABP)',
  },
]

export function isAbpRoute(url: string): boolean {
  return abpPrefix.test(url)
}

/** Why a route has no proxy endpoint, or undefined when it must have one. */
export function allowListReason(method: string, url: string): string | undefined {
  const key = routeKey(method, url)
  return notInProxies.find((entry) => entry.route.test(key))?.reason
}

/**
 * Members the app reads that ABP 10 no longer sends, kept for the older servers abp-api.md
 * covers (4.x – 8.x). Keyed `DTO.member`.
 */
const olderServerMembers: Record<string, string> = {
  'ApplicationAuthConfigurationDto.policies': 'ABP ≤ 6.x sends the policies besides the granted',
}

/** The proxy type text without null, and an array's element: `X[] | null` → array of `X`. */
function resolve(
  text: string,
): { kind: 'array'; element: string } | { kind: 'dto'; name: string } | null {
  const type = text
    .replace(/\s*\|\s*(null|undefined)\b/g, '')
    .trim()
    .replace(/^\((.*)\)$/, '$1')
  if (type.endsWith('[]')) return { kind: 'array', element: type.slice(0, -2) }
  const generic = /^(?:Array|ReadonlyArray)<(.*)>$/.exec(type)
  if (generic) return { kind: 'array', element: generic[1] }
  return type in dtos ? { kind: 'dto', name: type } : null
}

/**
 * Where an app-side shape leaves the proxy type: every member the app declares must be one of
 * ABP's (recursively, as far as ABP names a DTO); a dictionary or a value on ABP's side ends the
 * walk. Returns the problems as `path: text` lines.
 */
export function shapeProblems(shape: Shape, proxyType: string, path: string): string[] {
  const proxy = resolve(proxyType)
  if (!proxy || shape.kind === 'value') return []
  if (proxy.kind === 'array') {
    if (shape.kind !== 'array')
      return [`${path}: ABP sends a list (${proxyType}), the app an object`]
    return shapeProblems(shape.element, proxy.element, `${path}[]`)
  }
  if (shape.kind === 'array') return [`${path}: ABP sends ${proxy.name}, the app a list`]
  const members = dtos[proxy.name]
  return Object.entries(shape.members).flatMap(([name, member]) => {
    if (!(name in members)) {
      if (`${proxy.name}.${name}` in olderServerMembers) return []
      return [
        `${path}.${name}: not a member of ABP's ${proxy.name} (${Object.keys(members).join(', ')})`,
      ]
    }
    return shapeProblems(member, members[name], `${path}.${name}`)
  })
}

/** The members of a proxy body DTO, for the embedded backend's declared reads. */
export function dtoMembers(type: string): string[] {
  const resolved = resolve(type)
  return resolved?.kind === 'dto' ? Object.keys(dtos[resolved.name]) : []
}

export const proxyPackages: Record<string, string> = snapshot.packages
