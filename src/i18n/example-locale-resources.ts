import type { ResourceKey } from 'i18next'
import { loadFromGlob, type LocaleModule } from './load-from-glob'

// The examples' texts (src/pages/examples), kept out of the entry's map (locale-resources.ts).
const loaders = import.meta.glob<LocaleModule>('./locales/*/example-*.json')

export function loadExampleNamespace(lng: string, ns: string): Promise<ResourceKey> {
  return loadFromGlob(loaders, lng, ns)
}
