/**
 * What an audit entry must never show (abp-api.md §7): passwords, client secrets, connection
 * strings, tokens and keys are replaced by `***` in the recorded URL, parameters and entity
 * changes. Pure: the recorder and the seed use the same rules.
 */

export const redacted = '***'

const secretName = /password|secret|connectionstring|token|apikey|privatekey/i

/**
 * `adminPassword`, `clientSecret`, `defaultConnectionString`, `refresh_token`, and the names
 * settings and properties use (`Abp.Mailing.Smtp.Password`, `ConnectionStrings:Default`,
 * `api_key`): separators are ignored, so `connection_string` is one too.
 */
export function isSecretName(name: string): boolean {
  return secretName.test(name.replace(/[\s_.:-]/g, ''))
}

/**
 * The members that name the `value` beside them in a key/value list: a client's properties
 * (`{key, value}`), settings and features (`{name, value}`), claims (`{type, value}`).
 */
const pairNames = ['key', 'name', 'type'] as const

/**
 * A `{key|name|type, value}` pair whose key names a secret (`{key: 'ClientSecret', value: …}`):
 * the member names say nothing, only the key's text does.
 */
function isSecretPair(value: Record<string, unknown>): boolean {
  if (!('value' in value)) return false
  return pairNames.some((member) => {
    const name = value[member]
    return typeof name === 'string' && isSecretName(name)
  })
}

/**
 * Members that describe a secret rather than hold it (`clientSecrets[].type`, `.description`,
 * `.expiration`, a connection string's `name`, the owner's `clientId`): shown inside a secret.
 */
const describingName = /^(type|description|expiration|key|name|id|\w+Id)$/

/**
 * A copy of a JSON value with secrets replaced, at any depth. A secret name hides its text
 * (numbers and flags such as `requireClientSecret: true` or `accessTokenLifetime` say nothing
 * secret and stay). Inside a secret, every text is hidden however deep (`password: {plain: …}`,
 * `clientSecrets[].value`) but for the members that describe it (`type`, `description`). A
 * key/value pair whose key names a secret (`{key: 'ClientSecret', value: …}`) hides its `value`
 * the same way, wherever the list is.
 */
export function redactValue(
  value: unknown,
  insideSecret = false,
  extraSecrets: readonly string[] = [],
): unknown {
  if (typeof value === 'string') return insideSecret && value !== '' ? redacted : value
  if (Array.isArray(value)) {
    return value.map((item) => redactValue(item, insideSecret, extraSecrets))
  }
  if (typeof value !== 'object' || value === null) return value
  const record = value as Record<string, unknown>
  const secretPair = isSecretPair(record)
  const copy: Record<string, unknown> = {}
  for (const [name, member] of Object.entries(record)) {
    const hidden =
      isSecretName(name) ||
      extraSecrets.includes(name) ||
      (name.toLowerCase() === 'value' && secretPair) ||
      (insideSecret && !describingName.test(name))
    copy[name] = redactValue(member, hidden, extraSecrets)
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
