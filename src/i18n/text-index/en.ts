import { indexLocaleGlob, type LocaleModule } from '../load-from-glob'

// The en texts outside the start chunk: the platform's and the modules' (see ../locale-resources.ts).
export const loaders = indexLocaleGlob(
  import.meta.glob<LocaleModule>([
    '../locales/en/*.json',
    '!../locales/en/{app,auth,common,error,route}.json',
    '../../modules/*/locales/en/*.json',
    '!../../modules/*/locales/en/*.lazy.json',
  ]),
)
