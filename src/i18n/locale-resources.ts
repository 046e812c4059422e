import type { ResourceKey } from 'i18next'
import { indexLocaleGlob, loadFromIndex, type LocaleModule } from './load-from-glob'

// Lazy: a browser downloads only the texts of the language it shows (and English as fallback),
// so adding a language costs the sign-in page nothing; each namespace is one small JSON chunk.
// The platform's texts live in ./locales, each module's beside it (src/modules/<m>/locales): the
// glob finds them by that convention, so the platform names no module.
const loaders = indexLocaleGlob({
  ...import.meta.glob<LocaleModule>('./locales/*/*.json'),
  // Keys relative to src/modules (each key is a string in the entry).
  ...import.meta.glob<LocaleModule>(['./*/locales/*/*.json', '!./*/locales/*/*.lazy.json'], {
    base: '../modules',
  }),
})

/**
 * A module with many namespaces that few users open (the examples: one per page, four languages
 * each) names its files `<ns>.lazy.json`: they are looked up in a map of their own, loaded with the
 * first of them, so their addresses cost the signed-in shell nothing.
 */
const loadLazyIndex = () => import('./lazy-locale-resources').then((module) => module.lazyLoaders)

/**
 * The texts loaded at start, before the sign-in page shows: its own, the titles, the errors. They
 * come as one chunk per language (vite.config.ts, `codeSplitting.groups`), so the sign-in page
 * waits for one text request, not five.
 */
export const startNamespaces = ['app', 'auth', 'common', 'error', 'route']

/**
 * The texts of the signed-in shell and the kit, loaded with the shell's code (the layout route's
 * `lazy`). Every other namespace belongs to a page and loads with it: the page names its
 * namespaces in `useTranslation([...])`, which suspends until they are there, so neither the
 * sign-in page nor the shell grows with each page's texts.
 */
export const shellNamespaces = ['crud', 'layout', 'project', 'settings', 'tabs']

/** Loads one namespace of one language; a missing file is an empty namespace (e.g. `zh`). */
export async function loadLocaleNamespace(lng: string, ns: string): Promise<ResourceKey> {
  if (loaders.has(`${lng}/${ns}`)) return loadFromIndex(loaders, lng, ns)
  return loadFromIndex(await loadLazyIndex(), lng, ns)
}
