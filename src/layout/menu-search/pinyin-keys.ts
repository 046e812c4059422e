import { pinyin } from 'pinyin-pro'
import type { PinyinKeys } from './build-search-index'

/**
 * Pinyin of a title. Loaded with a dynamic import only in the Chinese UI: pinyin-pro carries a
 * large dictionary that the sign-in page and other languages never need. Latin parts (e.g. 'API')
 * are kept whole in both spellings.
 */
export function toPinyinKeys(text: string): PinyinKeys {
  const options = { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true } as const
  const syllables = pinyin(text, options)
  const initials = pinyin(text, { ...options, pattern: 'first' })
  return { full: syllables.join(''), initials: initials.join('') }
}
