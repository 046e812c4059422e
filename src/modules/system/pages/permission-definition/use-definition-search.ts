import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  permissionDefinitionQueries,
  type PermissionGroupDefinitionDto,
} from '@/modules/system/api/permission-definition-api'
import { useSession } from '@/auth/use-session'
import { useListUrlState } from '@/components/crud/use-list-url-state'
import { toRequestLanguage } from '@/i18n/request-language'
import { useTenantScope } from '@/query/query-scope'
import { usePageQuery } from '@/query/use-page-query'
import {
  filterKeys,
  parseView,
  toServerFilters,
  withChange,
  withSearch,
  type DefinitionView,
  type UrlFilters,
} from './permission-definition-rules'

export interface DefinitionSearch {
  /** The search and view as the URL has them. */
  url: UrlFilters
  view: DefinitionView
  /** Host users may narrow by side; tenant users see Tenant and Both definitions only. */
  isHost: boolean
  /** The definitions that match the search. */
  query: UseQueryResult<PermissionGroupDefinitionDto[]>
  /** Every group the caller sees (the group choices). */
  allGroups: PermissionGroupDefinitionDto[]
  /** A new search from the form (the open view stays). */
  search: (filters: UrlFilters) => void
  /** Another view or group (the rest of the search stays). */
  change: (change: UrlFilters) => void
}

/**
 * The page's search kept in the URL (refresh, back and a shared link show the same), and the
 * definitions it finds, in the UI's language (a language switch is a new query).
 */
export function useDefinitionSearch(): DefinitionSearch {
  const { i18n } = useTranslation()
  const state = useListUrlState(filterKeys)
  const url = state.view.filters
  const isHost = !useSession().getIdentity()?.tenantId
  const scope = useTenantScope()
  const language = toRequestLanguage(i18n.resolvedLanguage ?? i18n.language)
  const { list } = permissionDefinitionQueries
  const query = usePageQuery(list(scope, language, toServerFilters(url, isHost)))
  const all = usePageQuery(list(scope, language, {}))

  return {
    url,
    view: parseView(url.view),
    isHost,
    query,
    allGroups: all.data ?? [],
    search: (filters) => state.setFilters(withSearch(url, filters)),
    change: (change) => state.setFilters(withChange(url, change)),
  }
}
