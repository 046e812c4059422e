/** Pure rules of the notice pages (business-api.md §6.1). */

const guidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i

/** The `id` of `/notice/view?id=`: a GUID, else null (a notice that cannot exist). */
export function readNoticeId(value: string | null): string | null {
  const id = value?.trim() ?? ''
  return guidPattern.test(id) ? id.toLowerCase() : null
}

/** What a row's title link gives the view page: the list's search, to go back to it. */
export interface NoticeViewState {
  listSearch: string
}

/**
 * Where "back to the list" goes: the list as the user left it (its filters and page, carried in
 * the link's state), else the plain list (a shared link, the dashboard).
 */
export function noticeListPath(state: unknown): string {
  const search = (state as Partial<NoticeViewState> | null)?.listSearch
  return typeof search === 'string' && search.startsWith('?') ? `/notice${search}` : '/notice'
}
