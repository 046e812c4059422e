import { describe, expect, it } from 'vitest'
import type { GrantMatrixDto } from '@/modules/system/api/permission-definition-api'
import {
  isGrantedTo,
  parseSide,
  parseView,
  toServerFilters,
  withChange,
  withSearch,
  type UrlFilters,
} from './permission-definition-rules'

describe('parseSide', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['0', undefined],
    ['4', undefined],
    ['host', undefined],
    [undefined, undefined],
  ])('%s → %s', (text, side) => expect(parseSide(text)).toBe(side))
})

describe('toServerFilters', () => {
  it.each<[string, UrlFilters, boolean, object]>([
    ['nothing', {}, true, {}],
    ['keyword and group', { filter: 'work', groupName: 'Project' }, true, { filter: 'work', groupName: 'Project' }], // prettier-ignore
    ['a host user’s side', { multiTenancySide: '2' }, true, { multiTenancySide: 2 }],
    ['no side for a tenant user', { multiTenancySide: '2' }, false, {}],
    ['no malformed side', { multiTenancySide: 'x' }, true, {}],
    ['never the view', { view: 'matrix' }, true, {}],
  ])('%s', (_name, url, isHost, expected) => expect(toServerFilters(url, isHost)).toEqual(expected))
})

describe('URL changes', () => {
  it.each<[string, UrlFilters, UrlFilters, UrlFilters]>([
    ['a search keeps the view', { filter: 'a', view: 'matrix' }, { groupName: 'G' }, { groupName: 'G', view: 'matrix' }], // prettier-ignore
    ['a reset keeps the view', { filter: 'a', view: 'matrix' }, {}, { view: 'matrix' }],
    ['a search without a view', { filter: 'a' }, { filter: 'b' }, { filter: 'b' }],
  ])('withSearch: %s', (_name, current, search, expected) =>
    expect(withSearch(current, search)).toEqual(expected),
  )

  it.each<[string, UrlFilters, UrlFilters, UrlFilters]>([
    ['a group keeps the search', { filter: 'a', view: 'matrix' }, { groupName: 'G' }, { filter: 'a', groupName: 'G', view: 'matrix' }], // prettier-ignore
    ['a cleared group goes', { groupName: 'G', view: 'matrix' }, { groupName: '' }, { view: 'matrix' }], // prettier-ignore
    ['the default view is left out', { filter: 'a', view: 'matrix' }, { view: 'definitions' }, { filter: 'a' }], // prettier-ignore
  ])('withChange: %s', (_name, current, change, expected) =>
    expect(withChange(current, change)).toEqual(expected),
  )

  it.each([
    ['matrix', 'matrix'],
    ['definitions', 'definitions'],
    [undefined, 'definitions'],
    ['other', 'definitions'],
  ])('parseView(%s) → %s', (text, view) => expect(parseView(text)).toBe(view))
})

describe('isGrantedTo', () => {
  const matrix: GrantMatrixDto = {
    providerName: 'R',
    providers: [
      { key: 'admin', displayName: 'admin' },
      { key: 'member', displayName: 'member' },
    ],
    grants: { 'Project.Project': ['admin'] },
  }
  it.each([
    ['Project.Project', 'admin', true],
    ['Project.Project', 'member', false],
    ['Project.Htd', 'admin', false],
  ])('%s by %s → %s', (permission, role, granted) =>
    expect(isGrantedTo(matrix, permission, role)).toBe(granted),
  )
})
