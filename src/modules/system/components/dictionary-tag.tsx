import { Tag, type TagProps } from 'antd'
import type { ReactNode } from 'react'
import { findDictionaryLabel } from './dictionary-rules'
import { useDictionary } from './use-dictionary'

type TagLook = Omit<TagProps, 'children'>

export interface DictionaryTagProps extends TagLook {
  /** The dictionary's name (business-api.md §2), e.g. 'ProjectStatus'. */
  code: string
  /** The stored value; nothing shows for null, undefined or ''. */
  value: string | null | undefined
}

/**
 * Dictionary values as tags with their labels, retired entries included (old records keep their
 * labels); the raw value when the dictionary does not know it or could not be loaded. For a
 * table column: the dictionary is read once for the column, not once per cell (a 50-row page
 * would otherwise hold 50 query observers).
 */
export function useDictionaryTags(
  code: string,
  look: TagLook = {},
): (value: string | null | undefined) => ReactNode {
  const { data = [], isPending } = useDictionary(code)
  return (value) => {
    if (value === null || value === undefined || value === '' || isPending) return null
    return <Tag {...look}>{findDictionaryLabel(data, value)}</Tag>
  }
}

/** One dictionary value as a tag (useDictionaryTags for a table column). */
export function DictionaryTag({ code, value, ...look }: DictionaryTagProps) {
  return useDictionaryTags(code, look)(value)
}
