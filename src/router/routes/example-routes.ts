import type { AppRoute } from '../route-types'

/**
 * The template's examples (spec §2 "Other template demo pages"), one small working example per
 * page, shown when the `showExamples` setting is on (async-routes.ts). No policy: every signed-in
 * user may try them; the permission example shows what each grant allows inside the page.
 */
export const exampleRoutes: AppRoute = {
  path: '/example',
  redirect: '/example/charts',
  meta: { titleKey: 'examples', icon: 'experiment', alwaysShow: true },
  children: [
    {
      path: 'charts',
      page: () => import('@/pages/examples/charts/charts-page'),
      meta: { titleKey: 'exampleCharts' },
    },
    {
      path: 'tables',
      page: () => import('@/pages/examples/tables/tables-page'),
      meta: { titleKey: 'exampleTables' },
    },
    {
      path: 'excel',
      page: () => import('@/pages/examples/excel/excel-page'),
      meta: { titleKey: 'exampleExcel' },
    },
    {
      path: 'zip',
      page: () => import('@/pages/examples/zip/zip-page'),
      meta: { titleKey: 'exampleZip' },
    },
    {
      path: 'pdf',
      page: () => import('@/pages/examples/pdf/pdf-page'),
      meta: { titleKey: 'examplePdf' },
    },
    {
      path: 'theme',
      page: () => import('@/pages/examples/theme/theme-page'),
      meta: { titleKey: 'exampleTheme' },
    },
    {
      path: 'i18n',
      page: () => import('@/pages/examples/i18n/i18n-page'),
      meta: { titleKey: 'exampleI18n' },
    },
    {
      path: 'permission',
      page: () => import('@/pages/examples/permission/permission-page'),
      meta: { titleKey: 'examplePermission' },
    },
    {
      path: 'error-pages',
      page: () => import('@/pages/examples/error-pages/error-pages-page'),
      meta: { titleKey: 'exampleErrorPages' },
    },
  ],
}
