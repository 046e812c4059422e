import { Tag, type TagProps } from 'antd'
import { findDictionaryLabel } from './dictionary-rules'
import { useDictionary } from './use-dictionary'

export interface DictionaryTagProps extends Omit<TagProps, 'children'> {
  /** The dictionary's name (business-api.md §2), e.g. 'ProjectStatus'. */
  code: string
  /** The stored value; nothing shows for null, undefined or ''. */
  value: string | null | undefined
}

/**
 * A dictionary value as a tag with its label, retired entries included (old records keep their
 * labels); the raw value when the dictionary does not know it or could not be loaded.
 */
export function DictionaryTag({ code, value, ...tagProps }: DictionaryTagProps) {
  const { data = [], isPending } = useDictionary(code)
  if (value === null || value === undefined || value === '' || isPending) return null
  return <Tag {...tagProps}>{findDictionaryLabel(data, value)}</Tag>
}
