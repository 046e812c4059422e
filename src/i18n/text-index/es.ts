import { indexLocaleGlob, type LocaleModule } from '../load-from-glob'

// The es texts outside the start chunk: the platform's and the modules' (see ../locale-resources.ts).
export const loaders = indexLocaleGlob(
  import.meta.glob<LocaleModule>([
    '../locales/es/*.json',
    '!../locales/es/{app,auth,common,error,route}.json',
    '../../modules/*/locales/es/*.json',
    '!../../modules/*/locales/es/*.lazy.json',
  ]),
)
