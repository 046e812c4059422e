#!/usr/bin/env node
/**
 * Writes tests/contracts/abp-proxy-snapshot.json: every endpoint of the client proxies ABP
 * generates from its own open-source servers (method, URL template, query names, body and
 * response DTO), and the members of those DTOs. tests/contracts/abp-contracts.test.ts holds the
 * app's ABP calls and the embedded backend's ABP routes against it, without the network.
 *
 *   node scripts/abp-proxy-snapshot.mjs            # ABP 10.x, the newest of each package
 *   node scripts/abp-proxy-snapshot.mjs 10.6.1     # a given version (or range)
 *
 * The packages are fetched with `npm pack` into a temporary folder and read there, never
 * installed: the Angular packages bring about 180 MB of dependencies. The generated services are
 * plain in their bundles (`this.get = (id) => this.restService.request({ method, url, params,
 * body }, …)`), their signatures and DTOs in the .d.ts beside them; both are read with the
 * TypeScript compiler's parser.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import ts from 'typescript'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const output = join(root, 'tests/contracts/abp-proxy-snapshot.json')
const version = process.argv[2] ?? '10'

/**
 * The proxies of the open-source modules the app calls. `@abp/ng.account` keeps its proxies
 * (ProfileService, AccountService) in its dependency `@abp/ng.account.core`, so that one is read;
 * `@abp/ng.core` holds the framework's own (application configuration, localization, tenants).
 */
const packages = [
  '@abp/ng.core',
  '@abp/ng.identity',
  '@abp/ng.tenant-management',
  '@abp/ng.permission-management',
  '@abp/ng.account.core',
  '@abp/ng.setting-management',
  '@abp/ng.feature-management',
]

function pack(spec, folder) {
  const json = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', folder], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [{ name, version: packed, filename }] = JSON.parse(json)
  const into = join(folder, name.replace('/', '__'))
  mkdirSync(into)
  execFileSync('tar', ['-xzf', join(folder, filename), '-C', into])
  return { name, version: packed, dir: join(into, 'package') }
}

function filesOf(dir, suffix) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
}

const parse = (file, kind) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind)

/** `${id}` → `{id}`: the URL template as the contracts write it. */
function urlTemplate(node) {
  if (ts.isStringLiteralLike(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans.map((s) => `{${s.expression.getText()}}${s.literal.text}`).join('')
    )
  }
  throw new Error(`URL not a literal: ${node.getText()}`)
}

function property(object, name) {
  return object.properties.find((p) => p.name?.getText() === name)
}

/** `this.<action> = (<params>) => this.restService.request({ … }, …)` in a service class. */
function readRequests(file) {
  const requests = []
  const visit = (node, service) => {
    if (ts.isClassDeclaration(node)) service = node.name?.text
    // `let AccountService$1 = class AccountService {…}`: the .d.ts names it after the variable.
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isClassExpression(node.initializer)
    ) {
      service = node.name.getText()
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
      ts.isArrowFunction(node.right) &&
      ts.isCallExpression(node.right.body) &&
      node.right.body.expression.getText() === 'this.restService.request'
    ) {
      const [request] = node.right.body.arguments
      const method = property(request, 'method').initializer.text
      const url = urlTemplate(property(request, 'url').initializer)
      const params = property(request, 'params')?.initializer
      const body = property(request, 'body')?.initializer
      requests.push({
        service,
        action: node.left.name.text,
        method,
        url,
        query: params ? params.properties.map((p) => p.name.getText()) : [],
        bodyExpression: body?.getText() ?? null,
      })
    }
    ts.forEachChild(node, (child) => visit(child, service))
  }
  visit(parse(file, ts.ScriptKind.JS))
  return requests
}

/** Interfaces and classes of the .d.ts: type parameters, what they extend, their properties. */
function readDeclarations(file, declarations, signatures) {
  const visit = (node) => {
    if ((ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
      const name = node.name.text
      const members = {}
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) && !ts.isPropertyDeclaration(member)) continue
        if (!member.type || !ts.isIdentifier(member.name)) continue
        if (ts.isFunctionTypeNode(member.type)) {
          // A service action: `get: (id: string, config?) => rxjs.Observable<IdentityUserDto>`.
          const response = member.type.type
          signatures[`${name}.${member.name.text}`] = {
            params: Object.fromEntries(
              member.type.parameters.map((p) => [p.name.getText(), p.type?.getText() ?? 'any']),
            ),
            response: ts.isTypeReferenceNode(response)
              ? (response.typeArguments?.[0]?.getText() ?? 'void')
              : response.getText(),
          }
          continue
        }
        if (member.modifiers?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)) continue
        members[member.name.text] = member.type.getText()
      }
      const heritage = (node.heritageClauses ?? [])
        .filter((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
        .flatMap((clause) => clause.types.map((t) => t.getText()))
      const typeParameters = (node.typeParameters ?? []).map((p) => ({
        name: p.name.text,
        default: p.default?.getText() ?? 'any',
      }))
      declarations.set(name, { typeParameters, heritage, members })
    }
    ts.forEachChild(node, visit)
  }
  visit(parse(file, ts.ScriptKind.TS))
}

/** The type references of a type text: `PagedResultDto<IdentityRoleDto>[] | null` → both names. */
function typeReferences(text) {
  const found = []
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node)) {
      found.push({
        text: node.getText(),
        name: node.typeName.getText(),
        args: (node.typeArguments ?? []).map((a) => a.getText()),
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(typeNode(text))
  return found
}

function typeNode(text) {
  const file = ts.createSourceFile('t.ts', `type T = ${text}`, ts.ScriptTarget.Latest, true)
  return file.statements[0].type
}

function substitute(text, bindings) {
  return Object.entries(bindings).reduce(
    (result, [name, value]) => result.replace(new RegExp(`\\b${name}\\b`, 'g'), value),
    text,
  )
}

/** The members of `name<args>`, its bases' included, with the type arguments put in. */
function membersOf(declarations, name, args) {
  const declaration = declarations.get(name)
  if (!declaration) return undefined
  const bindings = Object.fromEntries(
    declaration.typeParameters.map((p, i) => [p.name, args[i] ?? p.default]),
  )
  const members = {}
  for (const base of declaration.heritage) {
    const [reference] = typeReferences(substitute(base, bindings))
    Object.assign(members, membersOf(declarations, reference.name, reference.args))
  }
  for (const [member, type] of Object.entries(declaration.members)) {
    members[member] = substitute(type, bindings)
  }
  return members
}

/** Every DTO reachable from `text`, keyed by its type text (`PagedResultDto<TenantDto>`). */
function collectDtos(declarations, text, dtos) {
  for (const reference of typeReferences(text)) {
    if (dtos[reference.text]) continue
    const members = membersOf(declarations, reference.name, reference.args)
    // Not declared in the packages (string, Record, …), or a shim without members (`Date`).
    if (!members || Object.keys(members).length === 0) continue
    dtos[reference.text] = members
    for (const type of Object.values(members)) collectDtos(declarations, type, dtos)
  }
}

function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)))
}

const folder = mkdtempSync(join(tmpdir(), 'abp-proxies-'))
try {
  const packed = packages.map((name) => pack(`${name}@${version}`, folder))
  const declarations = new Map()
  const signatures = {}
  const requests = []
  for (const { dir } of packed) {
    for (const file of filesOf(dir, '.d.ts')) readDeclarations(file, declarations, signatures)
    for (const file of filesOf(dir, '.mjs')) requests.push(...readRequests(file))
  }

  const dtos = {}
  const endpoints = new Map()
  for (const request of requests) {
    const signature = signatures[`${request.service}.${request.action}`]
    if (!signature) throw new Error(`No signature for ${request.service}.${request.action}`)
    const body = request.bodyExpression && (signature.params[request.bodyExpression] ?? 'any')
    const endpoint = {
      method: request.method,
      url: request.url,
      query: request.query,
      body: body ?? null,
      response: signature.response,
      proxy: `${request.service}.${request.action}`,
    }
    if (body) collectDtos(declarations, body, dtos)
    collectDtos(declarations, endpoint.response, dtos)
    endpoints.set(`${endpoint.method} ${endpoint.url}`, endpoint)
  }

  const snapshot = {
    generatedBy: 'node scripts/abp-proxy-snapshot.mjs',
    packages: Object.fromEntries(packed.map((p) => [p.name, p.version])),
    endpoints: [...endpoints.values()].sort((a, b) =>
      `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
    ),
    dtos: sortKeys(Object.fromEntries(Object.entries(dtos).map(([k, v]) => [k, sortKeys(v)]))),
  }
  // Formatted as the repository's other files are, so a refresh shows only what changed.
  const options = { ...(await prettier.resolveConfig(output)), filepath: output }
  writeFileSync(output, await prettier.format(JSON.stringify(snapshot), options))
  console.log(
    `${output}: ${snapshot.endpoints.length} endpoints, ${Object.keys(dtos).length} DTOs from`,
    Object.entries(snapshot.packages)
      .map(([name, v]) => `${name}@${v}`)
      .join(', '),
  )
} finally {
  rmSync(folder, { recursive: true, force: true })
}
