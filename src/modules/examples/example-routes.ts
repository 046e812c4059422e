import type { ExamplePageName } from './pages/example-page-loaders'
import { importThroughLoader } from '@/utils/import-with-retry'
import type { AppRoute, ModuleRoutes } from '@/router/route-types'

/**
 * A page of the examples, through their loader module: the shell stays within its budget (+1 kB
 * for the whole group, issue 12).
 */
const examplePage = (name: ExamplePageName) =>
  importThroughLoader(
    () => import('./pages/example-page-loaders'),
    (loader) => loader.examplePageLoaders[name],
  )

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
