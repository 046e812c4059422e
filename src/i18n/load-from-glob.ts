import type { ResourceKey } from 'i18next'

export type LocaleModule = { default: ResourceKey }

/** One namespace of one language from a glob of locale files; a missing file is an empty one. */
export async function loadFromGlob(
  loaders: Record<string, () => Promise<LocaleModule>>,
  lng: string,
  ns: string,
): Promise<ResourceKey> {
  const load = loaders[`./locales/${lng}/${ns}.json`]
  return load ? (await load()).default : {}
}
