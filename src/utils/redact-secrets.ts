/**
 * Query parameters and fragments that carry a credential: a launch's one-time `code`
 * (business-api.md §4.1), OAuth tokens of the implicit flow, and a bearer header quoted in a
 * message. Their values never go into the error log (an address or a message may hold them).
 */
const secretParameter = /([?&#](?:code|access_token|id_token|refresh_token|token)=)[^&#\s"']*/gi
const bearer = /(Bearer\s+)[\w.~+/=-]+/gi

/** `text` with every credential value replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text.replace(secretParameter, '$1[redacted]').replace(bearer, '$1[redacted]')
}
