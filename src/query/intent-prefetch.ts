import {
  hashKey,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import type { TenantScope } from './query-keys'

/** What a page is told when the user heads for it (the pointer or the focus on its link). */
export interface IntentContext {
  /** The address the link opens: its path and search (the origin is a stand-in). */
  target: URL
  /** The signed-in user's tenant scope, the prefix of the page's query keys. */
  tenant: TenantScope
  client: QueryClient
}

/**
 * How long a prefetch made on a user's intent (the pointer or the focus on a menu entry) counts
 * for the page then opened: a click follows a hover within a second or two.
 */
export const intentWindowMs = 10_000

/** Query hash → when a prefetch on intent started. */
const intents = new Map<string, number>()

/**
 * Fetches a page's query ahead of its opening, silently (a failure is forgotten: the page's own
 * query asks again and shows it). Once per query within the intent window, however often the
 * pointer passes.
 */
export function prefetchOnIntent<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  now = Date.now(),
): void {
  const earlier = intents.get(hashKey(options.queryKey))
  if (earlier !== undefined && now - earlier < intentWindowMs) return
  prefetchForPage(client, options, now)
}

/**
 * Fetches a query ahead of the page that will show it, silently, and counts that page as opened
 * from now (`intentStartedAt`): its `usePageQuery` takes this answer instead of asking again.
 */
export function prefetchForPage<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  now = Date.now(),
): void {
  const hash = hashKey(options.queryKey)
  intents.set(hash, now)
  void prefetchSilently(client, options).then((fetched) => {
    if (!fetched) intents.delete(hash)
  })
}

/**
 * Fetches a query ahead of the component that shows it, silently: a failure is forgotten (nothing
 * cached, no toast), so that component's own query asks again and shows it. Resolves whether the
 * answer is in the cache.
 */
export async function prefetchSilently<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<boolean> {
  await client.prefetchQuery({ ...options, meta: { ...options.meta, silent: true }, retry: false })
  if (client.getQueryState(options.queryKey)?.status !== 'error') return true
  client.removeQueries({ queryKey: options.queryKey, exact: true })
  return false
}

/**
 * When the page about to show `queryKey` was asked for by intent (its prefetch started then), if
 * within the window. Data loaded since counts as loaded for this opening. Not used up by asking: a
 * page's first render may be thrown away (Suspense) and its retry must see the same time.
 */
export function intentStartedAt(queryKey: QueryKey, now = Date.now()): number | undefined {
  const startedAt = intents.get(hashKey(queryKey))
  return startedAt !== undefined && now - startedAt < intentWindowMs ? startedAt : undefined
}
