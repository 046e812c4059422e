import type { MenuEntry } from '@/router/build-menu-items'

/** Pinyin spellings of a title: full ('yonghuguanli') and initials ('yhgl'). */
export interface PinyinKeys {
  full: string
  initials: string
}

export type ToPinyin = (text: string) => PinyinKeys

/** One page the user can open from the search, with what a query is compared against. */
export interface SearchItem {
  path: string
  /** The page's translated title. */
  title: string
  /** Translated titles of the groups above it, outermost first (shown as context). */
  parents: string[]
  isExternal: boolean
  /** Normalised title, then its pinyin spellings; a hit here ranks above a hit in `context`. */
  titleKeys: string[]
  /** Normalised parent titles (and their pinyin) and the path. */
  contextKeys: string[]
}

const hanCharacter = /\p{Script=Han}/u

/** Lower case without whitespace, so 'yong hu' finds 'yonghu' and 'API scopes' finds 'apiscopes'. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '')
}

function keysOf(text: string, toPinyin: ToPinyin | undefined): string[] {
  const keys = [normalizeSearchText(text)]
  if (toPinyin && hanCharacter.test(text)) {
    const { full, initials } = toPinyin(text)
    keys.push(normalizeSearchText(full), normalizeSearchText(initials))
  }
  return keys
}

/**
 * The searchable pages of the menu: every link of `entries` (which already leaves out hidden
 * routes and routes the user may not see), titled in the current language. Groups are not
 * entries of their own: they only redirect to a child. Pass `toPinyin` to match Chinese titles
 * by pinyin and initials too.
 */
export function buildSearchIndex(
  entries: readonly MenuEntry[],
  translate: (titleKey: string) => string,
  toPinyin?: ToPinyin,
  parents: readonly string[] = [],
): SearchItem[] {
  return entries.flatMap((entry): SearchItem[] => {
    const title = translate(entry.titleKey)
    if (entry.children) {
      return buildSearchIndex(entry.children, translate, toPinyin, [...parents, title])
    }
    return [
      {
        path: entry.key,
        title,
        parents: [...parents],
        isExternal: entry.isExternal,
        titleKeys: keysOf(title, toPinyin),
        contextKeys: [
          ...parents.flatMap((parent) => keysOf(parent, toPinyin)),
          normalizeSearchText(entry.key),
        ],
      },
    ]
  })
}
