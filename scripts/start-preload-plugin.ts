import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

interface StartPreloadOptions {
  /** The sign-in page's address and module (the route's lazy page). */
  path: string
  page: RegExp
  /** The start texts' chunks: the group name's locale folder (vite.config.ts, `texts-<folder>`). */
  textsChunk: RegExp
  /** The language cookie's name without the deployment's prefix (VITE_COOKIE_PREFIX). */
  cookieName: string
}

const entryName = 'start-preload'
const entry = fileURLToPath(new URL('../src/app/start-preload.ts', import.meta.url))
const indexHtml = fileURLToPath(new URL('../index.html', import.meta.url))

/**
 * The sign-in page's first files named in index.html (issue 26, `/login` form usable on a phone):
 * the page's chunk and style and the start texts of every language, as a JSON block
 * (`#start-preload`, data: the CSP's `script-src` does not apply), and src/app/start-preload.ts
 * as an entry of its own, loaded `async` beside the app's, which asks for those of the detected
 * language at once. Build only: the dev server loads modules one by one anyway.
 */
export function startPreload(options: StartPreloadOptions): Plugin {
  let base = '/'
  let cookiePrefix = ''
  return {
    name: 'start-preload',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: indexHtml, [entryName]: entry } } },
    }),
    configResolved(config) {
      base = config.base
      cookiePrefix = config.env.VITE_COOKIE_PREFIX ?? ''
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return undefined
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : [])) // prettier-ignore
        const script = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName)
        const page = chunks.find((chunk) => chunk.facadeModuleId && options.page.test(chunk.facadeModuleId)) // prettier-ignore
        if (!script || !page) throw new Error('start-preload: the script or the sign-in page chunk is missing') // prettier-ignore
        const texts = Object.fromEntries(
          chunks.flatMap((chunk) => {
            const folder = options.textsChunk.exec(chunk.name)?.[1]
            return folder ? [[folder, base + chunk.fileName]] : []
          }),
        )
        const plan = {
          path: options.path,
          page: [page.fileName, ...(page.viteMetadata?.importedCss ?? [])].map((file) => base + file), // prettier-ignore
          texts,
          cookiePrefix,
          cookieName: options.cookieName,
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'start-preload' },
            // A JSON block: `<` is the only character that could end it early.
            children: JSON.stringify(plan).replace(/</g, '\\u003c'),
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: base + script.fileName },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
