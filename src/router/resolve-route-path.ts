/** Joins a parent path and a child segment the way vue-router resolves nested paths. */
export function resolveRoutePath(parentPath: string, childPath: string): string {
  if (/^(https?:|mailto:|tel:)/.test(childPath) || childPath.startsWith('/')) return childPath
  const base = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath
  return childPath ? `${base}/${childPath}` : base || '/'
}

export function isExternalPath(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path)
}
