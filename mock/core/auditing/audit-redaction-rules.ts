/**
 * What an audit entry must never show (abp-api.md §7): passwords, client secrets, connection
 * strings and tokens are replaced by `***` in the recorded URL, parameters and entity changes.
 * Pure: the recorder and the seed use the same rules.
 */

export const redacted = '***'

const secretName = /password|secret|connectionstring|token/i

/** `adminPassword`, `clientSecret`, `defaultConnectionString`, `refresh_token`, … */
export function isSecretName(name: string): boolean {
  return secretName.test(name)
}

/**
 * A copy of a JSON value with secrets replaced. A secret name hides its text (numbers and flags
 * such as `requireClientSecret: true` or `accessTokenLifetime` say nothing secret and stay); inside
 * a secret's object or list (`clientSecrets[].value`), plain texts and `value` members are hidden
 * while describing members (`type`, `description`) stay.
 */
export function redactValue(value: unknown, insideSecret = false): unknown {
  if (typeof value === 'string') return insideSecret && value !== '' ? redacted : value
  if (Array.isArray(value)) return value.map((item) => redactValue(item, insideSecret))
  if (typeof value !== 'object' || value === null) return value
  const copy: Record<string, unknown> = {}
  for (const [name, member] of Object.entries(value)) {
    const hidden = isSecretName(name) || (insideSecret && name.toLowerCase() === 'value')
    copy[name] = redactValue(member, hidden)
  }
  return copy
}

/** The query with every secret-named parameter's value replaced. */
export function redactQuery(query: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams()
  for (const [name, value] of query) copy.append(name, isSecretName(name) ? redacted : value)
  return copy
}

/** The URL an audit entry shows: the path and the redacted query (`***` stays readable). */
export function redactedUrl(path: string, query: URLSearchParams): string {
  const text = redactQuery(query)
    .toString()
    .replace(/%2A%2A%2A/g, redacted)
  return text ? `${path}?${text}` : path
}
