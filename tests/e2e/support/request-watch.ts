import type { BrowserContext, Request } from '@playwright/test'

/** The live counts' stream (workflow-api §8). */
export const streamPath = '/api/base/realtime/stream'

/**
 * What the bell's polling asks while the stream is down (src/modules/notice/components/bell/
 * live-counts-query.ts), all in one round. Away from the to-do and notice pages only the bell
 * asks these two, so they tell a polling round; its third, `workflow/task/summary` (for an
 * approver), tells nothing: the open inbox reads it again whenever the live count moves.
 */
export const bellPollPaths = ['/api/base/notice/my/unread-count', '/api/base/todo/my/summary']

/** Every request a browser context sends, and its streams still open, across its tabs. */
export interface RequestWatch {
  /** Every address asked, in order. */
  urls: string[]
  openStreams: Set<Request>
}

export function watchRequests(context: BrowserContext): RequestWatch {
  const urls: string[] = []
  const openStreams = new Set<Request>()
  const isStream = (request: Request) => new URL(request.url()).pathname === streamPath
  context.on('request', (request) => {
    urls.push(request.url())
    if (isStream(request)) openStreams.add(request)
  })
  const ended = (request: Request) => openStreams.delete(request)
  context.on('requestfinished', ended)
  context.on('requestfailed', ended)
  // A closed tab's requests end with it (not every one reports it).
  context.on('page', (page) =>
    page.on('close', () => {
      for (const request of openStreams) if (request.frame().page() === page) ended(request)
    }),
  )
  return { urls, openStreams }
}

/** The addresses among `urls` that carry an access token: `token` itself or `access_token`. */
export function addressesWithToken(urls: readonly string[], tokens: readonly string[]): string[] {
  return urls.filter(
    (url) =>
      /access_token/i.test(url) ||
      tokens.some((token) => url.includes(token) || url.includes(encodeURIComponent(token))),
  )
}
