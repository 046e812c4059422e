// The requests of one stretch of a page's life (Resource Timing), as a text waterfall.

/** Requests that started between `from` and `to` (page milliseconds), times from `from`. */
export function readWaterfall(page, from, to) {
  return page.evaluate(
    ({ from, to }) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from - 1 && entry.startTime <= to)
        .map((entry) => ({
          path: new URL(entry.name).pathname + new URL(entry.name).search,
          start: Math.round(entry.startTime - from),
          end: Math.round(entry.responseEnd - from),
        })),
    { from, to },
  )
}

/** What a request after the click is, for the waterfall. */
function describeRequest(path) {
  if (path.startsWith('/connect/token')) return 'token'
  if (path.startsWith('/api/abp/application-configuration')) return 'application configuration'
  if (path.startsWith('/api/identity/users/current-user')) return 'current user'
  if (path.startsWith('/api/base/htd/by-user')) return 'projects and sections'
  if (path.startsWith('/api/')) return 'API'
  if (/texts-/.test(path)) return 'texts'
  if (path.startsWith('/assets/')) return 'code'
  return ''
}

export function formatWaterfall(entries) {
  return entries
    .map(
      ({ path, start, end }) =>
        `${String(start).padStart(6)} → ${String(end).padStart(6)} ms  ${describeRequest(path).padEnd(26)} ${path.slice(0, 90)}`,
    )
    .join('\n')
}
