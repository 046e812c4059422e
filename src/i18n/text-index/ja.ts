import { indexLocaleGlob, type LocaleModule } from '../load-from-glob'

// The ja texts outside the start chunk: the platform's and the modules' (see ../locale-resources.ts).
export const loaders = indexLocaleGlob(
  import.meta.glob<LocaleModule>([
    '../locales/ja/*.json',
    '!../locales/ja/{app,auth,common,error,route}.json',
    '../../modules/*/locales/ja/*.json',
    '!../../modules/*/locales/ja/*.lazy.json',
  ]),
)
