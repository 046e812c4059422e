import { createReadStream } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, dirname, extname, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * pdf.js's data files, served from the app's own origin under the production CSP (`connect-src
 * 'self'`, `script-src 'self'`): the character maps (CJK text of fonts that are not embedded), the
 * standard fonts' data, and the JPEG 2000 decoder's JavaScript fallback (WebAssembly is off: the
 * CSP has no 'wasm-unsafe-eval'), with their licences. The build writes them to
 * `assets/pdfjs-<version>/` (a new version, a new folder: /assets/ is cached for a year); the dev
 * server serves the same addresses from node_modules. The viewer names them
 * (src/modules/workflow/pages/document-template-design/pdfjs-view.ts).
 */
const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
const folders: Record<string, (name: string) => boolean> = {
  cmaps: () => true,
  standard_fonts: () => true,
  wasm: (name) => name === 'openjpeg_nowasm_fallback.js' || /OPENJPEG$/.test(name),
}
const types: Record<string, string> = { '.js': 'text/javascript', '.ttf': 'font/ttf' }

async function readVersion(): Promise<string> {
  return (JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string }).version // prettier-ignore
}

export function pdfjsAssets(): Plugin {
  return {
    name: 'pdfjs-assets',
    async generateBundle() {
      const base = `assets/pdfjs-${await readVersion()}`
      for (const [folder, wanted] of Object.entries(folders)) {
        for (const name of (await readdir(join(root, folder))).filter(wanted)) {
          const source = await readFile(join(root, folder, name))
          this.emitFile({ type: 'asset', fileName: `${base}/${folder}/${name}`, source })
        }
      }
    },
    async configureServer(server) {
      const prefix = `${server.config.base}assets/pdfjs-${await readVersion()}/`
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!path.startsWith(prefix)) return next()
        const [folder, name, ...rest] = path.slice(prefix.length).split('/')
        const known = Object.hasOwn(folders, folder) && !!name && folders[folder](name)
        if (rest.length > 0 || !known || basename(name) !== name) return next()
        response.setHeader('Content-Type', types[extname(name)] ?? 'application/octet-stream')
        createReadStream(join(root, folder, name))
          .on('error', () => next())
          .pipe(response)
      })
    },
  }
}
