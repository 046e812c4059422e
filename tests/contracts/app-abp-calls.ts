import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * The app's HTTP calls, read from the source of its API layer with the TypeScript compiler: every
 * `apiClient.get|post|put|delete|postForm(url, …)` and every `createCrudApi(path, …)` (expanded
 * into the routes crud-api.ts serves), with the URL as a template (`/api/identity/users/{id}`),
 * the query names, and the members of the body and of the response as their types declare them.
 * Reading the source (rather than calling the functions) is what lets a misspelled DTO member
 * fail: the members come from the interfaces the calls are typed with.
 */

/** What a type declares, as far as the wire goes: an object's members, an array, or a value. */
export type Shape =
  | { kind: 'object'; members: Record<string, Shape> }
  | { kind: 'array'; element: Shape }
  | { kind: 'value' }

export interface AppCall {
  /** `src/modules/profile/api/profile-api.ts:54`. */
  where: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Placeholders in braces: `/api/identity/users/{id}`; no query string. */
  url: string
  query: string[]
  /** null: no body; `multipart`: a FormData upload. */
  body: Shape | 'multipart' | null
  /** null: not read as JSON (text, bytes) or not read at all. */
  response: Shape | null
}

const value: Shape = { kind: 'value' }

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(root, dir, file))
}

/** The API layer: src/api and every module's `api` folder. */
export function apiLayerFiles(root: string): string[] {
  const modules = readdirSync(join(root, 'src/modules'))
  return [
    ...sourceFiles(root, 'src/api'),
    ...modules.flatMap((m) => {
      try {
        return sourceFiles(root, `src/modules/${m}/api`)
      } catch {
        return []
      }
    }),
  ]
}

function createProgram(root: string, files: string[]): ts.Program {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  // Only what the API layer imports: no ambient vite/node types, no lib check (fast).
  return ts.createProgram(files, { ...options, types: [], noEmit: true, skipLibCheck: true })
}

class Reader {
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly root: string,
  ) {}

  where(node: ts.Node): string {
    const file = node.getSourceFile()
    const { line } = file.getLineAndCharacterOfPosition(node.getStart())
    return `${relative(this.root, file.fileName)}:${line + 1}`
  }

  /** The declaration an identifier stands for, through imports. */
  private declarationOf(node: ts.Identifier): ts.Declaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(node)
    if (symbol && symbol.flags & ts.SymbolFlags.Alias)
      symbol = this.checker.getAliasedSymbol(symbol)
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0]
  }

  /**
   * A URL expression as a template: literals as they are, constants followed to their value,
   * `encodeURIComponent(x)` as x, parameters as `{name}`, a CRUD resource's `.path` as its path,
   * a local helper's result with its parameters as placeholders, and `new URLSearchParams({ a, b })` as `a={a}&b={b}`.
   */
  url(node: ts.Expression, bound: Record<string, string> = {}): string {
    if (ts.isStringLiteralLike(node)) return node.text
    if (ts.isParenthesizedExpression(node)) return this.url(node.expression, bound)
    if (ts.isTemplateExpression(node)) {
      return (
        node.head.text +
        node.templateSpans.map((s) => this.url(s.expression, bound) + s.literal.text).join('')
      )
    }
    if (ts.isIdentifier(node)) {
      if (node.text in bound) return bound[node.text]
      const declaration = this.declarationOf(node)
      if (declaration && ts.isParameter(declaration)) return `{${node.text}}`
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        return this.url(declaration.initializer, bound)
      }
    }
    // `someApi.path` of `const someApi = createCrudApi('/api/…', …)`: the resource's path.
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'path' &&
      ts.isIdentifier(node.expression)
    ) {
      const declaration = this.declarationOf(node.expression)
      const created =
        declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined
      if (
        created &&
        ts.isCallExpression(created) &&
        created.expression.getText() === 'createCrudApi' &&
        created.arguments[0]
      ) {
        return this.url(created.arguments[0], bound)
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      if (ts.isIdentifier(callee) && callee.text === 'encodeURIComponent') {
        return this.url(node.arguments[0], bound)
      }
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'toString' &&
        ts.isNewExpression(callee.expression)
      ) {
        return this.url(callee.expression, bound)
      }
      if (ts.isIdentifier(callee)) {
        const helper = this.declarationOf(callee)
        const fn = helper && ts.isVariableDeclaration(helper) ? helper.initializer : helper
        if (fn && (ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn)) && fn.body) {
          const returned = ts.isBlock(fn.body)
            ? fn.body.statements.find(ts.isReturnStatement)?.expression
            : fn.body
          const args = Object.fromEntries(
            fn.parameters.map((p, i) => [p.name.getText(), this.url(node.arguments[i], bound)]),
          )
          if (returned) return this.url(returned, args)
        }
      }
    }
    if (
      ts.isNewExpression(node) &&
      node.expression.getText() === 'URLSearchParams' &&
      node.arguments?.[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      return node.arguments[0].properties.map((p) => `${p.name?.getText()}={}`).join('&')
    }
    throw new Error(`${this.where(node)}: cannot read the URL of ${node.getText()}`)
  }

  /** The members of a type, recursively; null, undefined and functions dropped. */
  shape(type: ts.Type, depth = 0): Shape {
    const checker = this.checker
    type = checker.getNonNullableType(type)
    if (type.isUnion()) {
      const objects = type.types.filter((t) => t.flags & ts.TypeFlags.Object)
      if (objects.length !== 1) return value
      type = objects[0]
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference)
      return { kind: 'array', element: element ? this.shape(element, depth + 1) : value }
    }
    if (!(type.flags & ts.TypeFlags.Object) || depth > 6) return value
    const properties = checker.getPropertiesOfType(type)
    // A dictionary (`Record<string, …>`) or an opaque object: its keys are data, not members.
    if (properties.length === 0) return value
    const members: Record<string, Shape> = {}
    for (const property of properties) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0]
      if (!declaration) continue
      const memberType = checker.getTypeOfSymbolAtLocation(property, declaration)
      if (memberType.getCallSignatures().length > 0) continue
      members[property.name] = this.shape(memberType, depth + 1)
    }
    return { kind: 'object', members }
  }

  typeOf(node: ts.Node): ts.Type {
    return ts.isTypeNode(node)
      ? this.checker.getTypeFromTypeNode(node)
      : this.checker.getTypeAtLocation(node)
  }

  isUndefined(node: ts.Expression | undefined): boolean {
    return node === undefined || (ts.isIdentifier(node) && node.text === 'undefined')
  }

  /** The member names of a query argument (`{ providerName, providerKey }` or a typed input). */
  queryNames(node: ts.Expression | undefined): string[] {
    if (this.isUndefined(node)) return []
    const shape = this.shape(this.typeOf(node!))
    return shape.kind === 'object' ? Object.keys(shape.members) : []
  }
}

/** `/api/x?a={}&b={}` → the path and the query names. */
function splitQuery(url: string): { url: string; query: string[] } {
  const [path, search = ''] = url.split('?')
  const query = search
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0])
  return { url: path, query }
}

const httpMethods = {
  get: 'GET',
  delete: 'DELETE',
  post: 'POST',
  postForm: 'POST',
  put: 'PUT',
} as const

function readClientCall(reader: Reader, call: ts.CallExpression, name: keyof typeof httpMethods) {
  const method = httpMethods[name]
  const [urlArgument, second] = call.arguments
  const { url, query } = splitQuery(reader.url(urlArgument))
  const readsQuery = method === 'GET' || method === 'DELETE'
  const bodyType = !readsQuery && !reader.isUndefined(second) ? reader.typeOf(second) : undefined
  const multipart = name === 'postForm' || bodyType?.getSymbol()?.name === 'FormData'
  const responseNode = call.typeArguments?.[0]
  const options = call.arguments[2]
  // A text or byte response is not read as a DTO.
  const raw = options !== undefined && /responseType/.test(options.getText())
  return {
    where: reader.where(call),
    method,
    url,
    query: [...query, ...(readsQuery ? reader.queryNames(second) : [])],
    body: multipart ? 'multipart' : bodyType ? reader.shape(bodyType) : null,
    response: responseNode && !raw ? reader.shape(reader.typeOf(responseNode)) : null,
  } satisfies AppCall
}

/** The paged request crud-api.ts sends with a list (paged-result-dto.ts: PagedListRequest). */
const pagedListQuery = ['skipCount', 'maxResultCount', 'sorting', 'filter']

/** `createCrudApi<TDto, TCreate, TUpdate = TCreate, TFilters = object>(path, options)`. */
function readCrudApi(reader: Reader, call: ts.CallExpression): AppCall[] {
  const where = reader.where(call)
  const path = reader.url(call.arguments[0])
  const options = call.arguments[1]?.getText() ?? ''
  const [dto, create, update = create, filters] = (call.typeArguments ?? []).map((node) =>
    reader.shape(reader.typeOf(node)),
  )
  if (!dto || !create) throw new Error(`${where}: createCrudApi without its type arguments`)
  const filterNames = filters?.kind === 'object' ? Object.keys(filters.members) : []
  const page: Shape = {
    kind: 'object',
    members: { totalCount: value, items: { kind: 'array', element: dto } },
  }
  const one = `${path}/{id}`
  const calls: AppCall[] = [
    { where, method: 'GET', url: path, query: [...pagedListQuery, ...filterNames], body: null, response: page },
    { where, method: 'GET', url: one, query: [], body: null, response: dto },
    { where, method: 'POST', url: path, query: [], body: create, response: dto },
    { where, method: 'PUT', url: one, query: [], body: update, response: dto },
    /deleteBy:\s*'query'/.test(options)
      ? { where, method: 'DELETE', url: path, query: ['id'], body: null, response: null }
      : { where, method: 'DELETE', url: one, query: [], body: null, response: null },
  ] // prettier-ignore
  if (/bulkDelete:\s*true/.test(options)) {
    calls.push({ where, method: 'DELETE', url: path, query: ['ids'], body: null, response: null })
  }
  return calls
}

/** Every call of the API layer whose URL starts with `/api/` (crud-api.ts' own are generic). */
export function readAppCalls(root: string): AppCall[] {
  const files = apiLayerFiles(root)
  const program = createProgram(root, files)
  const reader = new Reader(program.getTypeChecker(), root)
  const calls: AppCall[] = []
  for (const file of files) {
    const source = program.getSourceFile(file)!
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression
        if (
          ts.isPropertyAccessExpression(callee) &&
          callee.expression.getText() === 'apiClient' &&
          callee.name.text in httpMethods
        ) {
          calls.push(readClientCall(reader, node, callee.name.text as keyof typeof httpMethods))
        } else if (ts.isIdentifier(callee) && callee.text === 'createCrudApi') {
          calls.push(...readCrudApi(reader, node))
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return calls.filter((call) => call.url.startsWith('/api/'))
}
