import { toSafeRedirect } from '@/utils/safe-redirect'

/**
 * Where a to-do leads (business-api §6.2 `link`, set by its source: an approval's task opens
 * `/workflow/handle?id=…`, a notice its page), or undefined. The server sets it, and it leads
 * inside the app or nowhere, by the same filter as the sign-in's return address (a tab, a
 * backslash or `//` would take a middle-click off-site).
 */
export function todoLink(todo: { link: string | null }): string | undefined {
  return toSafeRedirect(todo.link, '') || undefined
}
