import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipBytes, toKB } from './support.mjs'

/**
 * Per lazy route: gzip size of each page chunk under src/pages, and what a first visit adds on top
 * of the entry's static imports. Shared chunks (no source entry of their own) are listed too.
 * Read from the build manifest (build.manifest in vite.config.ts), no browser needed.
 */
/** A page's own chunk, beyond the shared kit and antd chunks (issue 8). */
const pageBudgetKB = 40

export const routeChunks = {
  id: 'route-chunks',
  title: 'Lazy route chunks (gzip)',
  async run({ distDir }) {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
    const sizes = new Map()
    const sizeOf = (file) => {
      if (!sizes.has(file)) sizes.set(file, gzipBytes(readFileSync(join(distDir, file))))
      return sizes.get(file)
    }
    const closure = (key, seen = new Set()) => {
      const chunk = manifest[key]
      if (!chunk || seen.has(key)) return seen
      seen.add(key)
      for (const imported of chunk.imports ?? []) closure(imported, seen)
      return seen
    }
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
    const entryClosure = entryKey ? closure(entryKey) : new Set()
    const bytesOf = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(manifest[key].file), 0)

    const pages = Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/pages/'))
      .map(([key, chunk]) => {
        const extra = [...closure(key)].filter((k) => !entryClosure.has(k))
        return {
          name: key.replace(/^src\/pages\//, '').replace(/\.[jt]sx?$/, ''),
          file: chunk.file,
          kB: toKB(sizeOf(chunk.file)),
          firstVisitKB: toKB(bytesOf(extra)),
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
      ...pages.map((page) => ({
        label: `page ${page.name}`,
        kB: page.kB,
        budgetKB: pageBudgetKB,
        note: `first visit +${page.firstVisitKB} kB`,
      })),
      ...shared.map((chunk) => ({
        label: `shared ${chunk.name}`,
        kB: chunk.kB,
        note: chunk.inEntry ? 'in entry' : 'lazy',
      })),
    ]
    return { rows, data: { entryKB, pages, shared } }
  },
}
