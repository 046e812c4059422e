/**
 * Every locale must carry every namespace file and every key that any other locale has, with no
 * empty text. Plural keys are compared by base key: i18next picks `key_<category>` from
 * Intl.PluralRules, so each locale must have exactly the categories its language uses — en needs
 * `_one` and `_other`, ja and zh-CN only `_other`, es also `_many` (1 000 000 → "de"), because
 * i18next does not fall back to `_other` when a category's key is missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeFolders } from './supported-languages'

type Catalog = Record<string, Record<string, unknown>>
type PluralCategoriesOf = (lng: string) => readonly string[]

const pluralSuffix = /_(zero|one|two|few|many|other)$/

const intlPluralCategories: PluralCategoriesOf = (lng) =>
  new Intl.PluralRules(lng).resolvedOptions().pluralCategories

function flattenTexts(tree: unknown, prefix = ''): Map<string, unknown> {
  const texts = new Map<string, unknown>()
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return texts
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [nested, text] of flattenTexts(value, path)) texts.set(nested, text)
    } else {
      texts.set(path, value)
    }
  }
  return texts
}

interface KeyShape {
  plain: boolean
  pluralForms: Set<string>
}

/** Base key → whether it exists plain and which plural categories it has. */
function describeKeys(texts: Map<string, unknown>): Map<string, KeyShape> {
  const shapes = new Map<string, KeyShape>()
  for (const key of texts.keys()) {
    const match = pluralSuffix.exec(key)
    const base = match ? key.slice(0, match.index) : key
    const shape = shapes.get(base) ?? { plain: false, pluralForms: new Set<string>() }
    if (match) shape.pluralForms.add(match[1])
    else shape.plain = true
    shapes.set(base, shape)
  }
  return shapes
}

/** Catalog: locale → namespace → parsed JSON. Returns one readable line per gap, sorted. */
function findLocaleGaps(
  catalog: Record<string, Catalog[string]>,
  pluralCategoriesOf: PluralCategoriesOf = intlPluralCategories,
): string[] {
  const gaps: string[] = []
  const locales = Object.keys(catalog)
  const namespaces = [...new Set(locales.flatMap((lng) => Object.keys(catalog[lng])))]
  for (const ns of namespaces) {
    const shapesByLocale = new Map<string, Map<string, KeyShape>>()
    for (const lng of locales) {
      if (!(ns in catalog[lng])) {
        gaps.push(`${lng} lacks the namespace file ${ns}.json`)
        continue
      }
      const texts = flattenTexts(catalog[lng][ns])
      for (const [key, text] of texts) {
        if (typeof text !== 'string') gaps.push(`${lng} has a non-text value at ${ns}:${key}`)
        else if (!text.trim()) gaps.push(`${lng} has an empty text at ${ns}:${key}`)
      }
      shapesByLocale.set(lng, describeKeys(texts))
    }
    const allShapes = [...shapesByLocale.values()]
    const baseKeys = new Set(allShapes.flatMap((shapes) => [...shapes.keys()]))
    for (const base of baseKeys) {
      const isPlural = allShapes.some((shapes) => (shapes.get(base)?.pluralForms.size ?? 0) > 0)
      for (const [lng, shapes] of shapesByLocale) {
        const shape = shapes.get(base)
        if (!shape) {
          gaps.push(`${lng} lacks the key ${ns}:${base}`)
        } else if (isPlural) {
          for (const category of pluralCategoriesOf(lng)) {
            if (!shape.pluralForms.has(category)) {
              gaps.push(`${lng} lacks the plural form ${ns}:${base}_${category}`)
            }
          }
        }
      }
    }
  }
  return gaps.sort()
}

const modulesDir = join(import.meta.dirname, '..', 'modules')

/** The platform's locale folder and every module's (src/modules/<m>/locales). */
const localeDirs = [
  join(import.meta.dirname, 'locales'),
  ...readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(modulesDir, entry.name, 'locales')))
    .map((entry) => join(modulesDir, entry.name, 'locales')),
]

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** Every language's namespaces from every locale folder; `duplicates` names a namespace twice. */
function readCatalog(): { catalog: Record<string, Catalog[string]>; duplicates: string[] } {
  const catalog: Record<string, Catalog[string]> = {}
  const duplicates: string[] = []
  for (const lng of new Set([...localeFolders, ...localeDirs.flatMap(subfolders)]))
    catalog[lng] = {}
  for (const dir of localeDirs) {
    for (const lng of subfolders(dir)) {
      for (const file of readdirSync(join(dir, lng)).filter((name) => name.endsWith('.json'))) {
        const ns = file.replace(/(\.lazy)?\.json$/, '')
        if (ns in catalog[lng]) duplicates.push(`${lng}/${ns} in ${dir}`)
        catalog[lng][ns] = JSON.parse(readFileSync(join(dir, lng, file), 'utf8')) as unknown
      }
    }
  }
  return { catalog, duplicates }
}

describe('findLocaleGaps', () => {
  const categories: PluralCategoriesOf = (lng) => (lng === 'ja' ? ['other'] : ['one', 'other'])

  it('accepts complete locales, plural forms per language', () => {
    const catalog = {
      en: { common: { ok: 'OK', group: { item_one: '{{count}} item', item_other: 'items' } } },
      ja: { common: { ok: 'OK', group: { item_other: '{{count}} 件' } } },
    }
    expect(findLocaleGaps(catalog, categories)).toEqual([])
  })

  it('names the locale and the missing key, namespace file, plural form or empty text', () => {
    const catalog = {
      en: {
        common: { ok: 'OK', save: 'Save', nested: { deep: 'x' }, day_one: 'd', day_other: 'ds' },
        login: { title: 'Login' },
      },
      es: { common: { ok: ' ', nested: {}, day_other: 'días' } },
      ja: { common: { ok: 'OK', save: 'Save', nested: { deep: 'x' }, day: '日' }, login: {} },
    }
    expect(findLocaleGaps(catalog, categories)).toEqual([
      'es has an empty text at common:ok',
      'es lacks the key common:nested.deep',
      'es lacks the key common:save',
      'es lacks the namespace file login.json',
      'es lacks the plural form common:day_one',
      'ja lacks the key login:title',
      'ja lacks the plural form common:day_other',
    ])
  })

  it('uses the real plural categories by default', () => {
    const catalog = {
      en: { common: { n_one: 'one', n_other: 'other' } },
      es: { common: { n_one: 'uno', n_other: 'otros' } },
    }
    expect(findLocaleGaps(catalog)).toEqual(['es lacks the plural form common:n_many'])
  })
})

describe('locale files', () => {
  it('every locale has every namespace and key of every other locale, in every module', () => {
    const { catalog, duplicates } = readCatalog()
    expect(localeDirs.length).toBeGreaterThan(10)
    expect(duplicates).toEqual([])
    expect(Object.keys(catalog)).toEqual(expect.arrayContaining([...localeFolders]))
    expect(findLocaleGaps(catalog)).toEqual([])
  })
})
