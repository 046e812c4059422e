import type { ResourceKey } from 'i18next'
import { loadFromGlob, type LocaleModule } from './load-from-glob'

// Lazy: a browser downloads only the texts of the language it shows (and English as fallback),
// so adding a language costs the sign-in page nothing; each namespace is one small JSON chunk.
const loaders = import.meta.glob<LocaleModule>([
  './locales/*/*.json',
  '!./locales/*/example-*.json',
])

/**
 * The examples' namespaces (one per example page, four languages each) are looked up in a map of
 * their own, loaded with the first of them: in this map, in the entry, they would cost the
 * signed-in shell 0.9 kB of addresses (issue 12 gives the whole group 1 kB).
 */
const examplePrefix = 'example-'

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
  if (ns.startsWith(examplePrefix)) {
    return (await import('./example-locale-resources')).loadExampleNamespace(lng, ns)
  }
  return loadFromGlob(loaders, lng, ns)
}
