/**
 * ASP.NET Core's model binding of form fields to a `[FromForm]` DTO (ABP's upload DTOs beside an
 * `IRemoteStreamContent`), so that a multipart request's text fields reach a handler like a JSON
 * body and go through the same field specs:
 * - names match the DTO's members case-insensitively and come out in the shape's spelling;
 * - `Owner.Name` binds a nested object, `Items[0].Name` and `Tags[1]` lists (zero-based, up to the
 *   first gap), and a repeated `Tags` a list of simple values; names the shape does not declare are
 *   ignored, like properties the DTO does not have;
 * - values convert per the declared kind: an empty value binds null
 *   (`ConvertEmptyStringToNull`), `number` and `boolean` parse invariantly, and a value that does
 *   not parse stays text and is reported (ASP.NET: "The value 'x' is not valid for Sort.");
 * - a simple member given twice binds the first value (`ValueProviderResult.FirstValue`).
 * Without a shape every field binds as text under the name it came with.
 */

export type FormFieldKind = 'string' | 'number' | 'boolean'

/** A DTO's members: a simple kind, a nested DTO, or a list of either (`[kind]`). */
export type FormMember = FormFieldKind | FormShape | readonly [FormMember]

export interface FormShape {
  readonly [member: string]: FormMember
}

export interface FormBindingError {
  /** The member as ASP.NET names it in model state, e.g. `Items[0].Sort`. */
  member: string
  value: string
}

export interface BoundForm {
  value: Record<string, unknown>
  errors: FormBindingError[]
}

type Token = string | number

/** `Items[0].Name` → `['Items', 0, 'Name']`; null for a name model binding cannot read. */
export function parseFieldName(name: string): Token[] | null {
  const tokens: Token[] = []
  for (const part of name.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part)
    if (!match || (!match[1] && !match[2])) return null
    if (match[1]) tokens.push(match[1])
    for (const [, index] of match[2].matchAll(/\[(\d+)\]/g)) tokens.push(Number(index))
  }
  return tokens
}

const isList = (member: FormMember | undefined): member is readonly [FormMember] =>
  Array.isArray(member)
const isShape = (member: FormMember | undefined): member is FormShape =>
  typeof member === 'object' && !Array.isArray(member)

interface ResolvedField {
  path: Token[]
  kind: FormFieldKind
  /** A repeated simple name adding to a list. */
  append: boolean
}

function resolveField(tokens: Token[], shape: FormShape | undefined): ResolvedField | null {
  if (!shape) return { path: tokens, kind: 'string', append: false }
  let member: FormMember = shape
  const path: Token[] = []
  for (const token of tokens) {
    if (typeof token === 'number') {
      if (!isList(member)) return null
      member = member[0]
      path.push(token)
      continue
    }
    if (!isShape(member)) return null
    const wanted = token.toLowerCase()
    const key = Object.keys(member).find((name) => name.toLowerCase() === wanted)
    if (key === undefined) return null
    member = member[key]
    path.push(key)
  }
  if (isList(member) && typeof member[0] === 'string') {
    return { path, kind: member[0], append: true }
  }
  return typeof member === 'string' ? { path, kind: member, append: false } : null
}

function convert(kind: FormFieldKind, raw: string): { value: unknown } | { error: true } {
  const text = raw.trim()
  if (raw === '' || (kind !== 'string' && text === '')) return { value: null }
  if (kind === 'number') {
    return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text)
      ? { value: Number(text) }
      : { error: true }
  }
  if (kind === 'boolean') {
    const lower = text.toLowerCase()
    return lower === 'true' || lower === 'false' ? { value: lower === 'true' } : { error: true }
  }
  return { value: raw }
}

/** Lists are gathered by index first and become arrays at the end. */
class ListSlots {
  readonly items = new Map<number, unknown>()
}
type Container = Record<string, unknown> | ListSlots

function getSlot(container: Container, token: Token): unknown {
  return container instanceof ListSlots
    ? container.items.get(token as number)
    : Object.hasOwn(container, token)
      ? container[token]
      : undefined
}

function setSlot(container: Container, token: Token, value: unknown): void {
  if (container instanceof ListSlots) container.items.set(token as number, value)
  else container[token] = value
}

/** The object or list at `token`, created on first use; null when a value sits there already. */
function childContainer(container: Container, token: Token, list: boolean): Container | null {
  const existing = getSlot(container, token)
  if (existing === undefined) {
    const created: Container = list ? new ListSlots() : {}
    setSlot(container, token, created)
    return created
  }
  if (list ? existing instanceof ListSlots : isPlainObject(existing)) return existing as Container
  return null
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof ListSlots)
}

function finish(value: unknown): unknown {
  if (value instanceof ListSlots) {
    const list: unknown[] = []
    while (value.items.has(list.length)) list.push(finish(value.items.get(list.length)))
    return list
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, finish(item)]))
  }
  return value
}

function memberName(path: Token[]): string {
  return path
    .map((token, i) => (typeof token === 'number' ? `[${token}]` : i === 0 ? token : `.${token}`))
    .join('')
}

/** Binds form fields (in body order, repeats included) to the DTO `shape` declares. */
export function bindFormFields(
  entries: readonly (readonly [string, string])[],
  shape?: FormShape,
): BoundForm {
  const root: Record<string, unknown> = {}
  const errors: FormBindingError[] = []
  for (const [name, raw] of entries) {
    const tokens = parseFieldName(name)
    const field = tokens && resolveField(tokens, shape)
    if (!field) continue
    let container: Container | null = root
    for (let i = 0; container && i < field.path.length - 1; i++) {
      container = childContainer(container, field.path[i], typeof field.path[i + 1] === 'number')
    }
    if (!container) continue
    let leaf = field.path[field.path.length - 1]
    if (field.append) {
      container = childContainer(container, leaf, true)
      if (!(container instanceof ListSlots)) continue
      leaf = container.items.size
    }
    if (getSlot(container, leaf) !== undefined) continue
    const converted = convert(field.kind, raw)
    if ('error' in converted) {
      errors.push({ member: memberName(field.append ? [...field.path, leaf] : field.path), value: raw }) // prettier-ignore
    }
    setSlot(container, leaf, 'error' in converted ? raw : converted.value)
  }
  return { value: finish(root) as Record<string, unknown>, errors }
}
