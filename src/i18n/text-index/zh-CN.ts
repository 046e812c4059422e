import { indexLocaleGlob, type LocaleModule } from '../load-from-glob'

// The zh-CN texts outside the start chunk: the platform's and the modules' (see ../locale-resources.ts).
export const loaders = indexLocaleGlob(
  import.meta.glob<LocaleModule>([
    '../locales/zh-CN/*.json',
    '!../locales/zh-CN/{app,auth,common,error,route}.json',
    '../../modules/*/locales/zh-CN/*.json',
    '!../../modules/*/locales/zh-CN/*.lazy.json',
  ]),
)
