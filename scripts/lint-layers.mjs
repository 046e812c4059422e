// The import layers of src/, lowest first (docs/modules.md). ESLint's import-x/no-restricted-paths
// gets one zone per layer (nothing may import a higher layer), one per pair of modules (a module
// reaches another only through its public entry, `index.ts`), and the few exceptions below.
import { readdirSync } from 'node:fs'

export const layers = [
  ['utils', 'config', 'i18n', 'feedback', 'styles'],
  ['api'],
  ['stores'],
  ['access'],
  ['auth'],
  ['query'],
  ['components', 'hooks', 'theme'],
  ['router'],
  ['layout'],
  ['modules'],
  ['app', 'main.tsx'],
]

/**
 * Imports that go up the layers on purpose: at most three, each with its reason. Only `file` may
 * import `imports` (a path under src/).
 */
export const allowedUpward = [
  {
    file: 'stores/permission-store.ts',
    imports: 'router/route-index.ts',
    reason:
      'types only: the store keeps the route index the router builds (setRouteIndexBuilder), ' +
      'and a store may hold no value of the router',
  },
]

const modulesDir = new URL('../src/modules/', import.meta.url)
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const dir = (name) => `./src/${name}`

export function layerZones() {
  const zones = []
  layers.forEach((layer, index) => {
    const above = layers.slice(index + 1).flat()
    for (const name of layer.filter((entry) => !entry.endsWith('.tsx'))) {
      for (const higher of above.filter((entry) => !entry.endsWith('.tsx'))) {
        const allowed = allowedUpward.filter(
          (exception) =>
            exception.file.startsWith(`${name}/`) && exception.imports.startsWith(`${higher}/`),
        )
        zones.push({
          target: dir(name),
          from: dir(higher),
          except: allowed.map((exception) => `./${exception.imports.slice(higher.length + 1)}`),
          message: `${name} is below ${higher}: it may not import it (docs/modules.md).`,
        })
        for (const exception of allowed) {
          const fileName = exception.file.split('/').pop()
          zones.push({
            target: `${dir(name)}/**/!(${fileName})`,
            from: dir(exception.imports),
            message: `Only src/${exception.file} may import src/${exception.imports}.`,
          })
        }
      }
    }
  })
  for (const target of modules) {
    for (const other of modules.filter((name) => name !== target)) {
      zones.push({
        target: dir(`modules/${target}`),
        from: dir(`modules/${other}`),
        except: ['./index.ts'],
        message: `Module ${target} reaches module ${other} only through its public entry, @/modules/${other}.`,
      })
    }
  }
  // Modules use the platform's public parts: the route types of their route table and what the
  // route table hands the sign-in pages (auth-redirect-data, sign-in-prefetch), not the router's
  // guards; the session through its hooks (useSession, useSessionActions), asking for
  // the grants to be read again, and the current user's reload after a profile change.
  zones.push(
    {
      target: dir('modules'),
      from: dir('router'),
      except: ['./route-types.ts', './auth-redirect-data.ts', './sign-in-prefetch.ts'],
      message: 'Modules use the router through react-router and its route types only.',
    },
    {
      target: dir('modules'),
      from: dir('auth'),
      except: ['./use-session.ts', './use-refresh-permissions.ts', './load-current-user.ts'],
      message: 'Modules use the session through its public API: @/auth/use-session.',
    },
  )
  return zones
}
