import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

interface StartPreloadOptions {
  /** The sign-in page's address and module (the route's lazy page). */
  path: string
  page: RegExp
  /** The API client's module, which every start at another address calls first (the session). */
  apiClient: RegExp
  /** The start texts' chunks: the group name's locale folder (vite.config.ts, `texts-<folder>`). */
  textsChunk: RegExp
  /** The language cookie's name without the deployment's prefix (VITE_COOKIE_PREFIX). */
  cookieName: string
}

const entryName = 'start-preload'
const entry = fileURLToPath(new URL('../src/app/start-preload.ts', import.meta.url))
const indexHtml = fileURLToPath(new URL('../index.html', import.meta.url))

/**
 * The first files of a start named in index.html (issue 26: `/login` form usable on a phone, a
 * signed-in load): the sign-in page's chunk and style, the API client's chunks and the start texts
 * of every language, as a JSON block
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
        const apiClient = chunks.find((chunk) => chunk.facadeModuleId && options.apiClient.test(chunk.facadeModuleId)) // prettier-ignore
        const app = chunks.find((chunk) => chunk.isEntry && chunk.name !== entryName)
        if (!script || !page || !apiClient || !app) throw new Error('start-preload: the script, the app, the sign-in page or the API client chunk is missing') // prettier-ignore
        // The API client with what it imports that the app's entry does not load already.
        const loadedByApp = new Set([app.fileName, ...app.imports])
        const apiClientFiles = [apiClient.fileName, ...apiClient.imports].filter((file) => !loadedByApp.has(file)) // prettier-ignore
        const texts = Object.fromEntries(
          chunks.flatMap((chunk) => {
            const folder = options.textsChunk.exec(chunk.name)?.[1]
            return folder ? [[folder, base + chunk.fileName]] : []
          }),
        )
        const plan = {
          path: options.path,
          page: [page.fileName, ...(page.viteMetadata?.importedCss ?? [])].map((file) => base + file), // prettier-ignore
          apiClient: apiClientFiles.map((file) => base + file),
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
