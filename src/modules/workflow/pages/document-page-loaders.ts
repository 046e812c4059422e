/**
 * The documents' pages (issue 25: verify a document, the document templates and their designer),
 * each its own chunk, reached through this one small module as the designers' pages are
 * (design-page-loaders.ts): the signed-in shell carries one lazy import without the pages' lists
 * of chunks to preload (verify's upload and result pieces cost the shell 1 kB directly).
 */
export const documentPageLoaders = {
  verify: () => import('./verify/verify-page'),
  documentTemplateList: () => import('./document-template-list/document-template-list-page'),
  documentTemplateDesign: () => import('./document-template-design/document-template-design-page'),
}

export type DocumentPageName = keyof typeof documentPageLoaders
