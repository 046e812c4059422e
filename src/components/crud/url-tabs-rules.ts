/**
 * The tab a URL names among those shown (a tab the user may not see, or none, is the first):
 * `?tab=done`. The first tab is written as no param, so the page's plain address opens it.
 */
export function readUrlTab<K extends string>(value: string | null, keys: readonly K[]): K {
  return keys.find((key) => key === value) ?? keys[0]
}

/**
 * The params after a switch to `next`: only the tab. Each tab lists something else, so the
 * previous list's page, order and filters would mean nothing there.
 */
export function urlTabParams<K extends string>(
  next: K,
  keys: readonly K[],
  param = 'tab',
): Record<string, string> {
  return next === keys[0] ? {} : { [param]: next }
}
