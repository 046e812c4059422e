/**
 * Hands the browser tab over to an app. `replace`, not `assign`: Back must not return to the
 * launch page, which would launch again with a new code.
 */
export function leaveFor(url: string): void {
  window.location.replace(url)
}
