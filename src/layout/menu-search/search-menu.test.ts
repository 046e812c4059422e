import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '@/router/build-menu-items'
import routeEn from '@/i18n/locales/en/route.json'
import routeZh from '@/i18n/locales/zh-CN/route.json'
import { buildSearchIndex, normalizeSearchText } from './build-search-index'
import { toPinyinKeys } from './pinyin-keys'
import { searchMenu } from './search-menu'

const link = (key: string, titleKey: string): MenuEntry => ({ key, titleKey, isExternal: false })

const entries: MenuEntry[] = [
  link('/index', 'dashboard'),
  {
    key: '/organization',
    titleKey: 'organization',
    isExternal: false,
    children: [link('/organization/user', 'user'), link('/organization/role', 'role')],
  },
  {
    key: '/sign-key',
    titleKey: 'signKey',
    isExternal: false,
    children: [link('/sign-key/user', 'userSignKey'), link('/sign-key/all', 'allSignKeys')],
  },
  link('/client-manage/api-scope', 'apiScope'),
  { key: 'https://example.com/help', titleKey: 'post', isExternal: true },
]

type Titles = Record<string, string>
const en = (key: string) => (routeEn as Titles)[key] ?? key
const zh = (key: string) => (routeZh as Titles)[key] ?? key

const paths = (query: string, ...args: Parameters<typeof buildSearchIndex>) =>
  searchMenu(buildSearchIndex(...args), query).map((item) => item.path)

describe('buildSearchIndex', () => {
  it('lists only the pages, with their translated title and group titles', () => {
    const index = buildSearchIndex(entries, en)
    expect(index.map((item) => [item.path, item.title, item.parents])).toEqual([
      ['/index', 'Dashboard', []],
      ['/organization/user', 'Users', ['Organization and users']],
      ['/organization/role', 'Roles', ['Organization and users']],
      ['/sign-key/user', 'User signatures', ['Signing keys']],
      ['/sign-key/all', 'All signing keys', ['Signing keys']],
      ['/client-manage/api-scope', 'API scopes', []],
      ['https://example.com/help', 'Publish notices', []],
    ])
    expect(index.at(-1)?.isExternal).toBe(true)
  })

  it('adds pinyin spellings only when asked and only for Chinese titles', () => {
    expect(buildSearchIndex(entries, zh)[1].titleKeys).toEqual(['用户管理'])
    expect(buildSearchIndex(entries, zh, toPinyinKeys)[1].titleKeys).toEqual([
      '用户管理',
      'yonghuguanli',
      'yhgl',
    ])
    expect(buildSearchIndex(entries, en, toPinyinKeys)[1].titleKeys).toEqual(['users'])
  })
})

describe('searchMenu', () => {
  it.each([
    ['', []],
    ['   ', []],
    // Title prefix first, then title anywhere, then a hit in the group title or path only.
    ['users', ['/organization/user', '/sign-key/user', '/organization/role']],
    ['USERS', ['/organization/user', '/sign-key/user', '/organization/role']],
    ['user', ['/organization/user', '/sign-key/user', '/organization/role']],
    ['sign', ['/sign-key/user', '/sign-key/all']],
    ['organization', ['/organization/user', '/organization/role']],
    ['apiscope', ['/client-manage/api-scope']],
    ['api sc', ['/client-manage/api-scope']],
    ['role', ['/organization/role']],
    ['no such page', []],
  ])('English UI: %j → %j', (query, expected) => {
    expect(paths(query, entries, en)).toEqual(expected)
  })

  it.each([
    ['用户', ['/organization/user', '/sign-key/user', '/organization/role']],
    ['yonghu', ['/organization/user', '/sign-key/user', '/organization/role']],
    ['yh', ['/organization/user', '/sign-key/user', '/organization/role']],
    ['yong hu', ['/organization/user', '/sign-key/user', '/organization/role']],
    ['jsgl', ['/organization/role']],
    ['qianzhang', ['/sign-key/all', '/sign-key/user']],
    ['apifw', ['/client-manage/api-scope']],
    ['zzyyh', ['/organization/user', '/organization/role']],
  ])('Chinese UI with pinyin: %j → %j', (query, expected) => {
    expect(paths(query, entries, zh, toPinyinKeys)).toEqual(expected)
  })

  it('does not match pinyin when pinyin search is off', () => {
    expect(paths('yonghu', entries, zh)).toEqual([])
    expect(paths('用户', entries, zh)).toEqual([
      '/organization/user',
      '/sign-key/user',
      '/organization/role',
    ])
  })

  it('stops at the limit', () => {
    expect(searchMenu(buildSearchIndex(entries, en), 's', 2)).toHaveLength(2)
  })
})

describe('normalizeSearchText', () => {
  it.each([
    ['  Yong Hu ', 'yonghu'],
    ['API\tscopes', 'apiscopes'],
    ['用户 管理', '用户管理'],
  ])('%j → %j', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected)
  })
})
