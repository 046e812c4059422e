/**
 * Every locale file is reachable by its language and namespace through the indexes the browser
 * uses (start texts in the entry, one index per language, the `.lazy.json` index), so a new
 * language or module folder cannot be left out of them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadLocaleNamespace } from './locale-resources'
import { localeFolders } from './supported-languages'

const modulesDir = join(import.meta.dirname, '..', 'modules')
const localeDirs = [
  join(import.meta.dirname, 'locales'),
  ...readdirSync(modulesDir)
    .map((module) => join(modulesDir, module, 'locales'))
    .filter((dir) => existsSync(dir)),
]

const files = localeDirs.flatMap((dir) =>
  localeFolders.flatMap((lng) =>
    readdirSync(join(dir, lng))
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({
        lng,
        ns: name.replace(/(\.lazy)?\.json$/, ''),
        path: join(dir, lng, name),
      })),
  ),
)

describe('loadLocaleNamespace', () => {
  it('finds every locale file of every language', async () => {
    expect(files.length).toBeGreaterThan(100)
    for (const { lng, ns, path } of files) {
      expect(await loadLocaleNamespace(lng, ns), `${lng}/${ns}`).toEqual(
        JSON.parse(readFileSync(path, 'utf8')),
      )
    }
  })

  it('answers an empty namespace for a language or namespace without a file', async () => {
    expect(await loadLocaleNamespace('zh', 'common')).toEqual({})
    expect(await loadLocaleNamespace('en', 'no-such-namespace')).toEqual({})
  })
})
