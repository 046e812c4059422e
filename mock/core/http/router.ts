import type { MockRequest, MockResponse } from './mock-http.ts'

export type RouteParams = Record<string, string>

export interface Route<Context> {
  method: string
  /**
   * Literal segments and `:name` parameters, e.g. `/api/identity/users/:id/avatar`. A parameter
   * named `id` or `…Id` matches a GUID only, like ABP's `{id:guid}` (business-api.md §0.1), so
   * `/list` or `/tree` never reach an `/:id` route and the order of the routes does not matter.
   */
  pattern: string
  handle: (context: Context) => MockResponse | Promise<MockResponse>
}

export type RouteMatch<Context> =
  | { kind: 'found'; route: Route<Context>; params: RouteParams }
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' }

const guidSegment = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `:id`, `:userId`: the route constraint `guid`. */
function isGuidParameter(name: string): boolean {
  return name === 'id' || name.endsWith('Id')
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean)
}

function matchPattern(pattern: string, path: string): RouteParams | null {
  const expected = splitPath(pattern)
  const actual = splitPath(path)
  if (expected.length !== actual.length) return null
  const params: RouteParams = {}
  for (let i = 0; i < expected.length; i++) {
    const segment = expected[i]
    const value = decodeURIComponent(actual[i])
    if (segment.startsWith(':')) {
      const name = segment.slice(1)
      if (isGuidParameter(name) && !guidSegment.test(value)) return null
      params[name] = value
    }
    // ASP.NET Core route templates match literal segments case-insensitively.
    else if (segment.toLowerCase() !== value.toLowerCase()) return null
  }
  return params
}

/**
 * Finds the route for a request. A known path with the wrong verb is reported separately so the
 * caller can answer 405 like ASP.NET Core does, instead of 404.
 */
export function matchRoute<Context>(
  routes: readonly Route<Context>[],
  request: Pick<MockRequest, 'method' | 'path'>,
): RouteMatch<Context> {
  let pathKnown = false
  for (const route of routes) {
    const params = matchPattern(route.pattern, request.path)
    if (!params) continue
    if (route.method === request.method) return { kind: 'found', route, params }
    pathKnown = true
  }
  return pathKnown ? { kind: 'method-not-allowed' } : { kind: 'not-found' }
}
