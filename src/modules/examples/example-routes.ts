import type { ExamplePageName } from './pages/example-page-loaders'
import { importWithRetry } from '@/utils/import-with-retry'
import type { AppRoute, ModuleRoutes, PageModule } from '@/router/route-types'

/**
 * A page of the examples, in two steps: the loader module, then the page. The shell stays within
 * its budget (+1 kB for the whole group, issue 12); the page chunk's own retry (page-chunk.ts)
 * covers the second step, this one the first.
 */
function examplePage(name: ExamplePageName): () => Promise<PageModule> {
  return async () => {
    const { examplePageLoaders } = await importWithRetry(
      () => import('./pages/example-page-loaders'),
    )
    return examplePageLoaders[name]()
  }
}

const example = (path: string, name: ExamplePageName, titleKey: string): AppRoute => ({
  path,
  page: examplePage(name),
  meta: { titleKey },
})

/**
 * The template's examples (spec §2 "Other template demo pages"), one small working example per
 * page, shown when the `showExamples` setting is on (app/routes/app-modules.ts). No policy: every signed-in
 * user may try them; the permission example shows what each grant allows inside the page.
 */
const menu: AppRoute = {
  path: '/example',
  redirect: '/example/charts',
  meta: { titleKey: 'examples', icon: 'experiment', alwaysShow: true },
  children: [
    example('charts', 'charts', 'exampleCharts'),
    example('tables', 'tables', 'exampleTables'),
    example('excel', 'excel', 'exampleExcel'),
    example('zip', 'zip', 'exampleZip'),
    example('pdf', 'pdf', 'examplePdf'),
    example('theme', 'theme', 'exampleTheme'),
    example('i18n', 'i18n', 'exampleI18n'),
    example('permission', 'permission', 'examplePermission'),
    example('error-pages', 'errorPages', 'exampleErrorPages'),
    {
      ...example('form-runtime', 'formRuntime', 'exampleFormRuntime'),
      meta: { titleKey: 'exampleFormRuntime', hidden: true },
    },
  ],
}

export const exampleRoutes: ModuleRoutes = { menu }
