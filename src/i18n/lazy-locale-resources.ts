import { indexLocaleGlob, type LocaleModule } from './load-from-glob'

// The modules' `<ns>.lazy.json` texts (locale-resources.ts), kept out of the entry's map.
export const lazyLoaders = indexLocaleGlob(
  import.meta.glob<LocaleModule>('../modules/*/locales/*/*.lazy.json'),
)
