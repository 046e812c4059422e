import type { ResourceKey } from 'i18next'

type LocaleModule = { default: ResourceKey }

// Lazy: a browser downloads only the texts of the language it shows (and English as fallback),
// so adding a language costs the sign-in page nothing; each namespace is one small JSON chunk.
const loaders = import.meta.glob<LocaleModule>('./locales/*/*.json')

function parse(file: string): { lng: string; ns: string } | undefined {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)
  return match ? { lng: match[1], ns: match[2] } : undefined
}

/** Every namespace that has a file in some locale. */
export function listNamespaces(): string[] {
  const names = Object.keys(loaders).flatMap((file) => parse(file)?.ns ?? [])
  return [...new Set(names)].sort()
}

/** Loads one namespace of one language; a missing file is an empty namespace (e.g. `zh`). */
export async function loadLocaleNamespace(lng: string, ns: string): Promise<ResourceKey> {
  const load = loaders[`./locales/${lng}/${ns}.json`]
  return load ? (await load()).default : {}
}
