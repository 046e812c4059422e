import type { ResourceKey } from 'i18next'

export type LocaleModule = { default: ResourceKey }
type LocaleLoader = () => Promise<LocaleModule>

/** `<language>/<namespace>` → loader, from a glob of `…/locales/<language>/<namespace>[.lazy].json`. */
export function indexLocaleGlob(glob: Record<string, LocaleLoader>): Map<string, LocaleLoader> {
  const index = new Map<string, LocaleLoader>()
  for (const [path, load] of Object.entries(glob)) {
    const match = /locales\/([\w-]+)\/([\w-]+)(?:\.lazy)?\.json$/.exec(path)
    if (match) index.set(`${match[1]}/${match[2]}`, load)
  }
  return index
}

/** One namespace of one language from an index of locale files; a missing file is an empty one. */
export async function loadFromIndex(
  index: ReadonlyMap<string, LocaleLoader>,
  lng: string,
  ns: string,
): Promise<ResourceKey> {
  const load = index.get(`${lng}/${ns}`)
  return load ? (await load()).default : {}
}
