import type { Plugin } from 'vite'

const stubId = '\0axios-fetch-adapter-left-out'

/**
 * Builds axios without its fetch adapter (~2 kB gzip of the signed-in shell, issue 26). The app's
 * calls go through axios's first adapter, XMLHttpRequest, which every supported browser has; the
 * fetch adapter is never chosen, but axios's adapter table imports it, so the bundler cannot leave
 * it out. In its place the table gets an adapter that says "not supported" (axios's own answer for
 * a fetch-less environment). Build only: tests run axios as published. The event stream does not
 * use axios (src/query/live/counts-stream.ts reads it with fetch).
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAdapterTable = importer
        ?.replaceAll('\\', '/')
        .endsWith('axios/lib/adapters/adapters.js')
      return fromAdapterTable && source === './fetch.js' ? stubId : null
    },
    load(id) {
      return id === stubId ? 'export const getFetch = () => false\n' : null
    },
  }
}
