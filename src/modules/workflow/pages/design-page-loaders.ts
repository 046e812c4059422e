/**
 * The designers' pages (issue 24: the form and scheme lists and their designers), each its own
 * chunk. The route table reaches them through this one small module (../workflow-routes.ts), so
 * the signed-in shell carries one lazy import for the four instead of four, each with its list of
 * chunks to preload (issue 24: the shell does not grow). They are opened by those who set
 * approvals up, so the extra small request is theirs; the pages everyone uses load directly.
 */
export const designPageLoaders = {
  formList: () => import('./form-list/form-list-page'),
  formDesign: () => import('./form-design/form-design-page'),
  schemeList: () => import('./scheme-list/scheme-list-page'),
  schemeDesign: () => import('./scheme-design/scheme-design-page'),
}

export type DesignPageName = keyof typeof designPageLoaders
