import { describe, expect, it } from 'vitest'
import { pickVisitedViews } from './tags-view-persisted'
import type { VisitedView } from './tags-view-rules'

function view(path: string, extra: Partial<VisitedView> = {}): VisitedView {
  return { path, fullPath: path, name: path, titleKey: path.slice(1) || 'home', meta: {}, ...extra }
}

const home = view('/index', { meta: { affix: true } })
const users = view('/organization/user')
const paths = (views: readonly VisitedView[]) => views.map((v) => v.fullPath)

describe('pickVisitedViews', () => {
  it.each<[string, unknown, string[]]>([
    ['nothing from null', null, []],
    ['nothing from an object', { path: '/a' }, []],
    ['valid views', [home, users], ['/index', '/organization/user']],
    ['no malformed entries', [home, { path: '/x' }, 42, { ...users, meta: null }], ['/index']],
    ['no paths leaving the app', [view('//evil.example')], []],
    ['no fullPath of another path', [{ ...users, fullPath: '/elsewhere' }], []],
    ['no untracked routes', [view('/redirect/x', { name: '/redirect/*' })], []],
    ['no duplicates', [users, users], ['/organization/user']],
  ])('keeps %s', (_label, stored, expected) => {
    expect(paths(pickVisitedViews(stored))).toEqual(expected)
  })

  it('drops unknown fields', () => {
    const [restored] = pickVisitedViews([{ ...users, extra: 1, meta: { affix: false, x: 1 } }])
    expect(restored).toEqual({ ...users, meta: { affix: false, noCache: undefined } })
  })
})
