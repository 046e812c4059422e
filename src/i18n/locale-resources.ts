import type { ResourceKey } from 'i18next'
import { indexLocaleGlob, loadFromIndex, type LocaleModule } from './load-from-glob'

/**
 * The texts loaded at start, before the sign-in page shows: its own, the titles, the errors. They
 * come as one chunk per language (vite.config.ts, `codeSplitting.groups`), so the sign-in page
 * waits for one text request, not five. Their addresses are the only ones in the entry.
 */
export const startNamespaces = ['app', 'auth', 'common', 'error', 'route']
const startLoaders = indexLocaleGlob(
  import.meta.glob<LocaleModule>('./locales/*/{app,auth,common,error,route}.json'),
)

/**
 * The texts of the signed-in shell and the kit, loaded with the shell's code (the layout route's
 * `lazy`), also one chunk per language. Every other namespace belongs to a page and loads with
 * it: the page names its namespaces in `useTranslation([...])`, which suspends until they are
 * there, so neither the sign-in page nor the shell grows with each page's texts.
 */
export const shellNamespaces = ['crud', 'layout', 'project', 'settings', 'tabs']

// Lazy: a browser downloads only the texts of the language it shows (and English as fallback).
// Every address outside the start texts is in one small index per language (./text-index/<lng>.ts:
// the platform's ./locales and each module's src/modules/<m>/locales, found by that convention,
// so the platform names no module), fetched with the first of them: the entry does not grow with
// each page, module or language.
const languageIndexes = indexTextIndexGlob(
  import.meta.glob<{ loaders: LocaleIndex }>('./text-index/*.ts'),
)

/**
 * A module with many namespaces that few users open (the examples: one per page, four languages
 * each) names its files `<ns>.lazy.json`: they are looked up in a map of their own, loaded with the
 * first of them, so their addresses cost the signed-in shell nothing.
 */
const loadLazyIndex = () => import('./lazy-locale-resources').then((module) => module.lazyLoaders)

type LocaleIndex = Map<string, () => Promise<LocaleModule>>

function indexTextIndexGlob(
  glob: Record<string, () => Promise<{ loaders: LocaleIndex }>>,
): Map<string, () => Promise<LocaleIndex>> {
  const byLanguage = new Map<string, () => Promise<LocaleIndex>>()
  for (const [path, load] of Object.entries(glob)) {
    const language = /\/([\w-]+)\.ts$/.exec(path)?.[1]
    if (language) byLanguage.set(language, () => load().then((module) => module.loaders))
  }
  return byLanguage
}

/** Loads one namespace of one language; a missing file is an empty namespace (e.g. `zh`). */
export async function loadLocaleNamespace(lng: string, ns: string): Promise<ResourceKey> {
  if (startLoaders.has(`${lng}/${ns}`)) return loadFromIndex(startLoaders, lng, ns)
  const languageIndex = await languageIndexes.get(lng)?.()
  if (languageIndex?.has(`${lng}/${ns}`)) return loadFromIndex(languageIndex, lng, ns)
  return loadFromIndex(await loadLazyIndex(), lng, ns)
}
