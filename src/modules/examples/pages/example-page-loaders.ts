/**
 * The example pages, each its own chunk. The route table reaches them through this one small
 * module (../example-routes.ts), so the signed-in shell carries one lazy import
 * for all nine instead of nine, each with its list of chunks to preload.
 */
export const examplePageLoaders = {
  charts: () => import('./charts/charts-page'),
  tables: () => import('./tables/tables-page'),
  excel: () => import('./excel/excel-page'),
  zip: () => import('./zip/zip-page'),
  pdf: () => import('./pdf/pdf-page'),
  theme: () => import('./theme/theme-page'),
  i18n: () => import('./i18n/i18n-page'),
  permission: () => import('./permission/permission-page'),
  errorPages: () => import('./error-pages/error-pages-page'),
  // Hidden (no menu entry): the approval form's runtime and its typing bench (issue 23).
  formRuntime: () => import('./form-runtime/form-runtime-page'),
}

export type ExamplePageName = keyof typeof examplePageLoaders
