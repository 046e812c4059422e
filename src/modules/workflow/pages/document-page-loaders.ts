/**
 * The documents' pages (issue 25: verify a document; the document templates' designer to come),
 * each its own chunk, reached through this one small module as the designers' pages are
 * (design-page-loaders.ts): the signed-in shell carries one lazy import without the pages' lists
 * of chunks to preload (verify's upload and result pieces cost the shell 1 kB directly).
 */
export const documentPageLoaders = {
  verify: () => import('./verify/verify-page'),
}

export type DocumentPageName = keyof typeof documentPageLoaders
