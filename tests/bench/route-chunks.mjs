import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isPageCode, pageName, requireManifestKeys } from './build-paths.mjs'
import { gzipBytes, toKB } from './support.mjs'

/**
 * Per lazy route: gzip size of its page chunk (≤ 40 kB beyond the shared kit and antd chunks,
 * issues 8 and 10), and what a first visit adds on top of the entry's static imports. A page's
 * own lazy chunks (imported later by the page, e.g. the dashboard's chart) are not counted in the
 * page: each gets a row of its own under its page, with what it adds beyond the page. Shared
 * chunks (no source entry of their own) are listed too. Read from the build manifest
 * (build.manifest in vite.config.ts), no browser needed.
 */
const pageBudgetKB = 40

/**
 * Lazy chunks of a page that carry a library, with their own budgets (issues 10 and 12 report
 * them separately); any other lazy chunk of a page is page code and has the page budget.
 */
const libraryChunks = {
  'src/modules/dashboard/pages/dashboard/cards/htd-amount-chart.tsx': {
    library: 'chart.js',
    budgetKB: 80,
  },
  'src/modules/notice/pages/reader/notice-markdown.tsx': { library: 'markdown-it', budgetKB: 50 },
  // The examples' libraries (issue 12), each loaded on first use.
  'src/modules/examples/pages/charts/sample-chart.tsx': { library: 'chart.js', budgetKB: 80 },
  'src/modules/examples/pages/excel/write-xlsx.ts': {
    library: 'write-excel-file, fflate',
    budgetKB: 40,
  },
  'src/modules/examples/pages/excel/read-xlsx.ts': { library: 'read-excel-file', budgetKB: 40 },
  'src/modules/examples/pages/excel/read-csv.ts': { library: 'papaparse', budgetKB: 20 },
  'src/modules/examples/pages/zip/write-zip.ts': { library: 'fflate', budgetKB: 20 },
  // A kit piece with its library, loaded by the pages that use it when it is opened (issue 22).
  'src/components/signature-pad/signature-pad.tsx': { library: 'signature_pad', budgetKB: 20 },
  // pdf.js (issue 25), loaded by the document template designer with the first PDF it opens (the
  // base PDF, a preview); its worker is a file of its own, started by it. The issue sets no
  // budget: the measured 116.5 kB with room for a patch release.
  'src/modules/workflow/pages/document-template-design/pdfjs-view.ts': {
    library: 'pdf.js',
    budgetKB: 125,
  },
  // The approval form's runtime, loaded by the pages that show a form: like a page, measured
  // beyond the shared chunks (antd's pieces, the pickers' queries), ≤ 35 kB (issue 23).
  'src/modules/workflow/form-runtime/form-runtime.tsx': {
    library: 'approval form runtime',
    budgetKB: 35,
    beyondShared: true,
  },
}

export const routeChunks = {
  id: 'route-chunks',
  title: 'Lazy route chunks (gzip)',
  async run({ distDir }) {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
    requireManifestKeys(manifest, Object.keys(libraryChunks))
    const sizes = new Map()
    const sizeOf = (file) => {
      if (!sizes.has(file)) sizes.set(file, gzipBytes(readFileSync(join(distDir, file))))
      return sizes.get(file)
    }
    /** A chunk and everything it imports statically (what loading it fetches). */
    const closure = (key, seen = new Set()) => {
      const chunk = manifest[key]
      if (!chunk || seen.has(key)) return seen
      seen.add(key)
      for (const imported of chunk.imports ?? []) closure(imported, seen)
      return seen
    }
    const dynamicImportsOf = (keys) =>
      [...keys].flatMap((key) => manifest[key].dynamicImports ?? [])
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
    const entryClosure = entryKey ? closure(entryKey) : new Set()
    const bytesOf = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(manifest[key].file), 0)

    // Route pages: the page components the router (in the entry) imports lazily, and those of a
    // group's loader module (the examples' `*-page-loaders.ts`: one lazy import for nine pages).
    const isPageLoaders = (key) => key.endsWith('-page-loaders.ts')
    const lazyPageKeys = dynamicImportsOf(entryClosure).filter((key) => isPageCode(key))
    const routeKeys = new Set([
      ...lazyPageKeys.filter((key) => !isPageLoaders(key)),
      ...dynamicImportsOf(lazyPageKeys.filter(isPageLoaders)),
    ])
    /**
     * Page code a page imports lazily itself (and what that imports lazily), with what each adds
     * beyond the page. Only page code (build-paths.mjs) and the library chunks above (a kit piece
     * such as the signature pad): the entry's lazy imports (routes, shell, locales) are reachable
     * from every page and belong to none.
     */
    const lazyChunksOf = (pageKey) => {
      const loaded = new Set([...entryClosure, ...closure(pageKey)])
      const ownDynamicImports = (keys) =>
        dynamicImportsOf([...keys].filter((key) => !entryClosure.has(key))).filter(
          (key) => (isPageCode(key) || key in libraryChunks) && !routeKeys.has(key),
        )
      const lazy = []
      const queue = ownDynamicImports(closure(pageKey))
      while (queue.length) {
        const key = queue.shift()
        if (loaded.has(key)) continue
        const extra = [...closure(key)].filter((k) => !loaded.has(k))
        extra.forEach((k) => loaded.add(k))
        const isShared = (k) => k.startsWith('_')
        const counted = libraryChunks[key]?.beyondShared ? extra.filter((k) => !isShared(k)) : extra
        lazy.push({
          name: pageName(key),
          file: manifest[key].file,
          library: libraryChunks[key]?.library,
          budgetKB: libraryChunks[key]?.budgetKB ?? pageBudgetKB,
          kB: toKB(bytesOf(counted)),
          chunks: counted.length,
          sharedKB: counted === extra ? undefined : toKB(bytesOf(extra.filter(isShared))),
        })
        queue.push(...ownDynamicImports(extra))
      }
      return lazy
    }

    const pages = [...routeKeys]
      .map((key) => {
        const chunk = manifest[key]
        const extra = [...closure(key)].filter((k) => !entryClosure.has(k))
        return {
          name: pageName(key),
          file: chunk.file,
          kB: toKB(sizeOf(chunk.file)),
          firstVisitKB: toKB(bytesOf(extra)),
          lazy: lazyChunksOf(key),
        }
      })
      .sort((a, b) => a.name.localeCompare(b.name))
    const shared = Object.entries(manifest)
      .filter(([key, chunk]) => key.startsWith('_') && chunk.file.endsWith('.js'))
      .map(([key, chunk]) => ({
        name: key,
        file: chunk.file,
        kB: toKB(sizeOf(chunk.file)),
        inEntry: entryClosure.has(key),
      }))
      .sort((a, b) => b.kB - a.kB)

    const entryKB = toKB(bytesOf(entryClosure))
    const rows = [
      { label: 'entry + static imports', kB: entryKB },
      ...pages.flatMap((page) => [
        {
          label: `page ${page.name}`,
          kB: page.kB,
          budgetKB: pageBudgetKB,
          note: `first visit +${page.firstVisitKB} kB${page.lazy.length ? ', lazy chunks below' : ''}`,
        },
        ...page.lazy.map((lazy) => ({
          label: `  lazy ${lazy.name}${lazy.library ? ` (${lazy.library})` : ''}`,
          kB: lazy.kB,
          budgetKB: lazy.budgetKB,
          note:
            `loaded by the page later${lazy.chunks > 1 ? `, ${lazy.chunks} chunks` : ''}` +
            (lazy.sharedKB === undefined ? '' : `, +${lazy.sharedKB} kB of shared chunks`),
        })),
      ]),
      ...shared.map((chunk) => ({
        label: `shared ${chunk.name}`,
        kB: chunk.kB,
        note: chunk.inEntry ? 'in entry' : 'lazy',
      })),
    ]
    return { rows, data: { entryKB, pages, shared } }
  },
}
