import { Select, Spin } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { SearchItem } from './build-search-index'
import { searchMenu } from './search-menu'
import { useMenuSearchIndex } from './use-menu-search-index'
import styles from './menu-search.module.css'

function describeContext(item: SearchItem): string {
  return item.parents.join(' › ')
}

function OptionLabel({ item }: { item: SearchItem }) {
  return (
    <span>
      {item.title}
      {item.parents.length > 0 && (
        <span className={styles.optionContext}> · {describeContext(item)}</span>
      )}
    </span>
  )
}

/** The option with its text also as the accessible name (the label itself is markup). */
function toOption(item: SearchItem) {
  const context = describeContext(item)
  return {
    value: item.path,
    label: <OptionLabel item={item} />,
    'aria-label': context ? `${item.title} · ${context}` : item.title,
  }
}

/**
 * The search field, loaded when the search opens. Enter (or a click) opens the highlighted page;
 * external menu links open in a new window, as in the sidebar.
 */
export function MenuSearchBox({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout')
  const navigate = useNavigate()
  const { index, isComplete } = useMenuSearchIndex()
  const [query, setQuery] = useState('')
  const results = useMemo(() => searchMenu(index, query), [index, query])

  const open = (path: string) => {
    const item = results.find((result) => result.path === path)
    onClose()
    if (item?.isExternal) window.open(path, '_blank', 'noopener')
    else void navigate(path)
  }

  return (
    <Select<string | null>
      autoFocus
      defaultOpen
      className={styles.box}
      value={null}
      placeholder={t('search.placeholder')}
      aria-label={t('search.open')}
      showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
      options={results.map(toOption)}
      // While pinyin loads, a query without a hit yet is still being searched: no "not found".
      notFoundContent={
        !query.trim() ? null : isComplete ? t('search.noResults') : <Spin size="small" />
      }
      loading={!isComplete}
      aria-busy={!isComplete}
      suffixIcon={null}
      onSelect={(path) => {
        if (path) open(path)
      }}
      onBlur={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    />
  )
}
