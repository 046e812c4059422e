import { describe, expect, it } from 'vitest'
import { indexRoutes } from './route-index'
import type { AppRoute } from './route-types'
import { buildUserMenuLinks } from './user-menu-links'

const page = () => Promise.resolve({ default: () => null })
const routes: AppRoute[] = [
  { path: '/notice', page, meta: { titleKey: 'notice', hidden: true, userMenu: true } },
  { path: '/notice/view', page, meta: { titleKey: 'noticeView', hidden: true } },
  {
    path: '/post',
    page,
    meta: { titleKey: 'post', hidden: true, userMenu: true, policy: ['Notice.Notice'] },
  },
  {
    path: '/group',
    meta: { titleKey: 'group', policy: ['Group'] },
    children: [{ path: 'page', page, meta: { titleKey: 'inner', hidden: true, userMenu: true } }],
  },
]

describe('buildUserMenuLinks', () => {
  it.each<[string, string[], string[]]>([
    ['no grant: the pages everyone may open', [], ['/notice']],
    ['a page with its policy', ['Notice.Notice'], ['/notice', '/post']],
    ['a page under a group needs the group too', ['Group'], ['/notice', '/group/page']],
    ['role admin: all', ['admin'], ['/notice', '/post', '/group/page']],
  ])('%s', (_label, granted, expected) => {
    expect(buildUserMenuLinks(indexRoutes(routes), granted).map((link) => link.key)).toEqual(
      expected,
    )
  })

  it('gives each link its title key and icon', () => {
    expect(buildUserMenuLinks(indexRoutes(routes), [])[0]).toEqual({
      key: '/notice',
      titleKey: 'notice',
      icon: undefined,
      isExternal: false,
    })
  })
})
