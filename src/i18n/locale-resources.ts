import type { Resource, ResourceLanguage } from 'i18next'

type LocaleModule = { default: Record<string, unknown> }

// Every namespace file of every locale, bundled: the texts are small and a language switch must
// re-label the UI without a network round trip.
const modules = import.meta.glob<LocaleModule>('./locales/*/*.json', { eager: true })

export function buildLocaleResources(): Resource {
  const resources: Resource = {}
  for (const [file, mod] of Object.entries(modules)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)
    if (!match) continue
    const [, lng, ns] = match
    const language: ResourceLanguage = (resources[lng] ??= {})
    language[ns] = mod.default
  }
  return resources
}

export function listNamespaces(resources: Resource): string[] {
  return [...new Set(Object.values(resources).flatMap((lng) => Object.keys(lng)))].sort()
}
