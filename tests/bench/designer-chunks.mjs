import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageName, requireManifestKeys } from './build-paths.mjs'
import { gzipBytes, toKB } from './support.mjs'

/**
 * The two designers' lazy chunks (issue 24), gzip, from the build manifest: each designer page
 * with the page code it loads, beyond the chunks it shares with other pages (antd's pieces, the
 * kit, @dnd-kit), within its budget; and the pages of users who only start and approve (start,
 * handle, instance, inbox) reaching neither designer through any import, static or lazy. The PDF
 * viewer (pdf.js, issue 25) is reached by the document template designer alone: by no start or
 * approve page and not by the signed-in shell.
 */
const designers = [
  { key: 'src/modules/workflow/pages/form-design/form-design-page.tsx', name: 'form designer', budgetKB: 90 }, // prettier-ignore
  { key: 'src/modules/workflow/pages/scheme-design/scheme-design-page.tsx', name: 'flow designer', budgetKB: 60 }, // prettier-ignore
]
const pdfViewer = 'src/modules/workflow/pages/document-template-design/pdfjs-view.ts'
const participantPages = [
  'src/modules/workflow/pages/start/start-page.tsx',
  'src/modules/workflow/pages/handle/handle-page.tsx',
  'src/modules/workflow/pages/instance/instance-page.tsx',
  'src/modules/workflow/pages/inbox/inbox-page.tsx',
]

/** Shared chunks have no source of their own: their manifest keys start with `_`. */
const isShared = (key) => key.startsWith('_')

export const designerChunks = {
  id: 'designer-chunks',
  title: 'Form and flow designers: lazy chunks (gzip), and who loads them',
  async run({ distDir }) {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
    requireManifestKeys(manifest, [...designers.map((d) => d.key), ...participantPages, pdfViewer])
    const sizeOf = (key) => gzipBytes(readFileSync(join(distDir, manifest[key].file)))
    const bytesOf = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0)
    const staticClosure = (key, seen = new Set()) => {
      if (seen.has(key) || !manifest[key]) return seen
      seen.add(key)
      for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen)
      return seen
    }
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
    const entry = staticClosure(entryKey)
    /**
     * Everything a page can ever load: its static imports and, followed, the lazy imports of its
     * own chunks. The router's lazy imports (every route, in the entry) are not the page's.
     */
    const reachable = (pageKey) => {
      const seen = new Set()
      const queue = [pageKey]
      while (queue.length) {
        for (const key of staticClosure(queue.shift())) {
          if (seen.has(key)) continue
          seen.add(key)
          if (!entry.has(key)) queue.push(...(manifest[key].dynamicImports ?? []))
        }
      }
      return seen
    }

    const participantReach = new Set(participantPages.flatMap((key) => [...reachable(key)]))
    const rows = []
    const data = {}
    for (const designer of designers) {
      const loaded = [...staticClosure(designer.key)].filter((key) => !entry.has(key))
      const own = loaded.filter((key) => !isShared(key))
      const shared = loaded.filter(isShared)
      // What only designers load: shared chunks no participant page reaches (e.g. @dnd-kit).
      const designerOnly = shared.filter((key) => !participantReach.has(key))
      const reachedBy = participantPages.filter((page) => reachable(page).has(designer.key))
      data[designer.name] = { own, shared, designerOnly, reachedBy }
      rows.push(
        {
          label: `${designer.name} (${pageName(designer.key)}), beyond the shared chunks`,
          kB: toKB(bytesOf(own)),
          budgetKB: designer.budgetKB,
          note: `${own.length} chunk(s); first visit also loads ${toKB(bytesOf(shared))} kB of shared chunks, ${toKB(bytesOf(designerOnly))} kB of them no start or approve page loads`,
        },
        {
          label: `  start / handle / instance / inbox pages that can load it`,
          value: reachedBy.length,
          unit: '',
          budget: 0,
          note: reachedBy.length ? reachedBy.map(pageName).join(', ') : 'none',
        },
      )
    }
    const viewerReachedBy = participantPages.filter((page) => reachable(page).has(pdfViewer))
    rows.push(
      {
        label: 'PDF viewer (pdf.js): start / handle / instance / inbox pages that can load it',
        value: viewerReachedBy.length,
        unit: '',
        budget: 0,
        note: viewerReachedBy.length ? viewerReachedBy.map(pageName).join(', ') : 'none',
      },
      {
        label: 'PDF viewer (pdf.js) in the signed-in shell (the entry’s static imports)',
        value: entry.has(pdfViewer) ? 1 : 0,
        unit: '',
        budget: 0,
        note: `its chunk ${toKB(bytesOf([pdfViewer]))} kB, loaded with the first PDF the template designer opens`,
      },
    )
    return { rows, data }
  },
}
