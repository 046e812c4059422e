import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons'
import {
  keepPreviousData,
  useQueries,
  useQuery,
  type Query,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { ConfigProvider, type TableProps } from 'antd'
import { useCallback, useContext, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toLazyTreeRows, type LazyTreeRow, type LazyTreeShape } from './lazy-tree-rows'

type LevelQuery<T, TKey extends QueryKey> = UseQueryOptions<T[], Error, T[], TKey>

interface LazyTreeOptions<T, TKey extends QueryKey> extends LazyTreeShape<T> {
  /** The top rows: the roots, or flat search matches. */
  roots: LevelQuery<T, TKey>
  /** The level under a row, loaded when the row is first expanded. */
  level: (parentId: string) => LevelQuery<T, TKey>
  /** Show the top rows as a flat list (search matches): nothing to expand. */
  flat?: boolean
  /** Names the row in the expand button's label. */
  rowName?: (row: T) => string
}

export interface LazyTree<T> {
  rows: LazyTreeRow<T>[]
  roots: UseQueryResult<T[]>
  /** antd Table's `expandable`: controlled keys, the level load on expand, a per-row spinner. */
  expandable: NonNullable<TableProps<LazyTreeRow<T>>['expandable']>
  /** Expands these rows (e.g. the path to a record just created or moved). */
  reveal: (ids: readonly string[]) => void
}

const iconBox = { display: 'inline-flex', width: 17, marginInlineEnd: 8, justifyContent: 'center' }

/**
 * A tree table whose levels load when a row is expanded (`/children?parentId=` style). Every
 * loaded level stays subscribed: invalidating the resource reloads every level shown. As with
 * usePageQuery, data loaded before the page was opened is reloaded, data loaded since is fresh.
 */
export function useLazyTree<T extends object, TKey extends QueryKey>(
  options: LazyTreeOptions<T, TKey>,
): LazyTree<T> {
  const { roots: rootQuery, level, flat = false, getId, hasChildren, rowName } = options
  const { t } = useTranslation('crud')
  const tableLocale = useContext(ConfigProvider.ConfigContext).locale?.Table
  const [openedAt] = useState(Date.now)
  const [expandedKeys, setExpandedKeys] = useState<string[]>([])
  const staleTime = (query: Query<T[], Error, T[], TKey>) =>
    query.state.dataUpdatedAt < openedAt ? 0 : Infinity

  const roots = useQuery({ ...rootQuery, staleTime, placeholderData: keepPreviousData })
  const shownKeys = flat ? [] : expandedKeys
  const levels = useQueries({
    queries: shownKeys.map((id) => ({ ...level(id), staleTime })),
  })
  const byParent = new Map(shownKeys.map((id, index) => [id, levels[index]]))
  const loaded = new Map<string, T[]>()
  for (const [id, query] of byParent) if (query.data) loaded.set(id, query.data)
  const shape = { getId, hasChildren: (row: T) => !flat && hasChildren(row) }
  const rows = toLazyTreeRows(roots.data ?? [], loaded, shape)

  const reveal = useCallback(
    (ids: readonly string[]) =>
      setExpandedKeys((keys) => [...keys, ...ids.filter((id) => !keys.includes(id))]),
    [],
  )
  const toggle = useCallback((id: string, expand: boolean) => {
    setExpandedKeys((keys) =>
      expand ? [...keys.filter((key) => key !== id), id] : keys.filter((key) => key !== id),
    )
  }, [])

  const expandable: LazyTree<T>['expandable'] = {
    expandedRowKeys: shownKeys,
    onExpand: (expand, row) => toggle(getId(row), expand),
    expandIcon: ({ prefixCls, expanded, expandable: canExpand, record, onExpand }) => {
      const icon = `${prefixCls}-row-expand-icon`
      const query = expanded ? byParent.get(getId(record)) : undefined
      if (query?.isPending) {
        return (
          <span style={iconBox} role="status" aria-label={t('common:loading')}>
            <LoadingOutlined />
          </span>
        )
      }
      if (query?.isError) {
        return (
          <button
            type="button"
            className={`${prefixCls}-row-expand-icon-retry`}
            style={{ ...iconBox, border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
            aria-label={t('retry')}
            onClick={(event) => {
              event.stopPropagation()
              void query.refetch()
            }}
          >
            <ReloadOutlined />
          </button>
        )
      }
      const label = (expanded ? tableLocale?.collapse : tableLocale?.expand) ?? ''
      return (
        <button
          type="button"
          className={`${icon} ${canExpand ? `${icon}-${expanded ? 'expanded' : 'collapsed'}` : `${icon}-spaced`}`}
          aria-label={rowName ? `${label} ${rowName(record)}`.trim() : label}
          aria-expanded={expanded}
          tabIndex={canExpand ? 0 : -1}
          onClick={(event) => {
            event.stopPropagation()
            onExpand(record, event)
          }}
        />
      )
    },
  }

  return { rows, roots, expandable, reveal }
}
