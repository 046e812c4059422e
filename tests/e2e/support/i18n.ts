import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * English UI texts straight from the app's locale files, so the journeys assert what a user reads
 * without copying sentences into the tests. Keys may be dotted paths into nested namespaces.
 */
const srcDir = fileURLToPath(new URL('../../../src/', import.meta.url))
const cache = new Map<string, Record<string, unknown>>()

/** The platform's English texts (src/i18n/locales/en) and every module's (docs/modules.md). */
function englishFiles(namespace: string): string[] {
  const modules = readdirSync(join(srcDir, 'modules'))
  return [
    join(srcDir, 'i18n/locales/en', `${namespace}.json`),
    ...modules.flatMap((module) =>
      ['json', 'lazy.json'].map((ext) =>
        join(srcDir, 'modules', module, 'locales/en', `${namespace}.${ext}`),
      ),
    ),
  ]
}

function loadNamespace(namespace: string): Record<string, unknown> {
  let texts = cache.get(namespace)
  if (!texts) {
    const file = englishFiles(namespace).find((path) => existsSync(path))
    if (!file) throw new Error(`No English namespace ${namespace} in src/ (docs/modules.md)`)
    texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    cache.set(namespace, texts)
  }
  return texts
}

/** The English text of `key` in `namespace` (e.g. `en('error', 'session.noPermissions')`). */
export function en(namespace: string, key: string): string {
  let node: unknown = loadNamespace(namespace)
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  }
  if (typeof node !== 'string') {
    throw new Error(`No English text for ${namespace}:${key} in its English locale file`)
  }
  return node
}

/** A text with `{{placeholders}}` reduced to its fixed parts, for matching rendered messages. */
export function enPattern(namespace: string, key: string): RegExp {
  const escaped = en(namespace, key)
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(escaped.join('.*'))
}
