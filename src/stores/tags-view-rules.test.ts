import { afterEach, describe, expect, it } from 'vitest'
import {
  addVisitedView,
  closeAllViews,
  closeOtherViews,
  closeView,
  isTrackedView,
  keepCachedViews,
  keepOpenableViews,
  pathnameOfViewKey,
  pickViewAfterClose,
  setTabQueryParams,
  toViewKey,
  toViewPath,
  touchCachedView,
  withAffixViews,
  type VisitedView,
} from './tags-view-rules'

function view(path: string, extra: Partial<VisitedView> = {}): VisitedView {
  return { path, fullPath: path, name: path, titleKey: path.slice(1) || 'home', meta: {}, ...extra }
}

const home = view('/index', { meta: { affix: true } })
const users = view('/organization/user')
const htd = view('/project/htd')
const profile = view('/profile/index', { meta: { noCache: true } })
const paths = (views: readonly VisitedView[]) => views.map((v) => v.fullPath)

describe('toViewPath', () => {
  it.each([
    ['/project/htd', '/project/htd'],
    ['/project/htd/', '/project/htd'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (pathname, key) => expect(toViewPath(pathname)).toBe(key))
})

describe('toViewKey', () => {
  afterEach(() => setTabQueryParams(new Map()))

  it.each([
    ['/workflow/handle', '?id=t1', '/workflow/handle?id=t1'],
    ['/workflow/handle/', '?tab=x&id=t%202', '/workflow/handle?id=t%202'],
    ['/workflow/handle', '', '/workflow/handle'],
    ['/workflow/handle', '?id=', '/workflow/handle'],
    ['/notice/view', '?id=n1', '/notice/view'],
    ['/', '?id=1', '/'],
  ])('%s%s → %s', (pathname, search, key) => {
    setTabQueryParams(new Map([['/workflow/handle', 'id']]))
    expect(toViewKey(pathname, search)).toBe(key)
  })

  it('is the pathname while no route keys its tabs by a query parameter', () => {
    expect(toViewKey('/workflow/handle', '?id=t1')).toBe('/workflow/handle')
  })

  it.each([
    ['/workflow/handle?id=t1', '/workflow/handle'],
    ['/notice', '/notice'],
  ])('pathnameOfViewKey(%s) = %s', (key, pathname) => {
    expect(pathnameOfViewKey(key)).toBe(pathname)
  })
})

describe('isTrackedView', () => {
  it.each([
    ['/project/htd', true],
    ['/redirect/*', false],
    ['/401', false],
    ['/404', false],
  ])('%s → %s', (name, tracked) => expect(isTrackedView({ name })).toBe(tracked))
})

describe('addVisitedView', () => {
  it.each<[string, VisitedView[], VisitedView, string[]]>([
    ['appends a new path', [home], users, ['/index', '/organization/user']],
    ['keeps one tab per path', [home, users], users, ['/index', '/organization/user']],
    [
      'updates the query of the same path in place',
      [home, users, htd],
      view('/organization/user', { fullPath: '/organization/user?page=2' }),
      ['/index', '/organization/user?page=2', '/project/htd'],
    ],
  ])('%s', (_label, views, added, expected) => {
    expect(paths(addVisitedView(views, added))).toEqual(expected)
  })

  it('returns the same array when nothing changed', () => {
    const views = [home, users]
    expect(addVisitedView(views, { ...users, meta: {} })).toBe(views)
  })
})

describe('withAffixViews', () => {
  it.each<[string, VisitedView[], VisitedView[], string[]]>([
    [
      'puts affix views first',
      [users, htd],
      [home],
      ['/index', '/organization/user', '/project/htd'],
    ],
    [
      'moves a stored affix view to the front',
      [users, home],
      [home],
      ['/index', '/organization/user'],
    ],
    [
      'keeps the query of a stored affix view',
      [view('/index', { fullPath: '/index?tab=2', meta: { affix: true } })],
      [home],
      ['/index?tab=2'],
    ],
    ['works without affix views', [users], [], ['/organization/user']],
  ])('%s', (_label, views, affix, expected) => {
    expect(paths(withAffixViews(views, affix))).toEqual(expected)
  })

  it('turns a view that lost its affix flag into an ordinary tab', () => {
    const [only] = withAffixViews([home], [])
    expect(only.meta.affix).toBe(false)
  })

  it('returns the same array when already in order', () => {
    const views = [home, users]
    expect(withAffixViews(views, [home])).toBe(views)
  })
})

describe('closing tabs', () => {
  const views = [home, users, htd, profile]
  it.each<[string, VisitedView[], string[]]>([
    [
      'close one',
      closeView(views, '/project/htd'),
      ['/index', '/organization/user', '/profile/index'],
    ],
    ['close an affix tab: nothing', closeView(views, '/index'), paths(views)],
    ['close an unknown path: nothing', closeView(views, '/nope'), paths(views)],
    [
      'close others keeps affix and the one',
      closeOtherViews(views, '/project/htd'),
      ['/index', '/project/htd'],
    ],
    ['close others on an affix tab', closeOtherViews(views, '/index'), ['/index']],
    ['close all keeps affix', closeAllViews(views), ['/index']],
    ['close all without affix', closeAllViews([users, htd]), []],
  ])('%s', (_label, result, expected) => {
    expect(paths(result)).toEqual(expected)
  })
})

describe('pickViewAfterClose', () => {
  const withQuery = view('/project/htd', { fullPath: '/project/htd?tab=2' })
  it.each<[string, VisitedView[], string, string | undefined, string | null]>([
    ['stays while the active tab is open', [home, users], '/organization/user', undefined, null],
    [
      'goes to the last remaining tab',
      [home, withQuery],
      '/organization/user',
      undefined,
      '/project/htd?tab=2',
    ],
    ['goes home when none is left', [], '/organization/user', undefined, '/'],
    ['goes to the affix tab after close all', [home], '/project/htd', undefined, '/index'],
    [
      'goes to the kept tab after close others',
      [home, users],
      '/project/htd',
      '/organization/user',
      '/organization/user',
    ],
    [
      'ignores a preferred tab that is gone',
      [home],
      '/project/htd',
      '/organization/user',
      '/index',
    ],
  ])('%s', (_label, remaining, active, preferred, expected) => {
    expect(pickViewAfterClose(remaining, active, preferred)).toBe(expected)
  })
})

describe('touchCachedView', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds a key last', ['/a'], '/b', ['/a', '/b']],
    ['moves a shown key last', ['/a', '/b', '/c'], '/a', ['/b', '/c', '/a']],
    ['evicts nothing (the page cache does)', ['/a', '/b', '/c'], '/d', ['/a', '/b', '/c', '/d']],
  ])('%s', (_label, cached, key, expected) => {
    expect(touchCachedView(cached, key)).toEqual(expected)
  })

  it('returns the same array when the key is already last', () => {
    const cached = ['/a', '/b']
    expect(touchCachedView(cached, '/b')).toBe(cached)
  })
})

describe('keepCachedViews', () => {
  it.each<[string, string[], VisitedView[], string[]]>([
    ['drops keys without a tab', ['/index', '/project/htd'], [home], ['/index']],
    ['drops noCache views', ['/profile/index'], [profile], []],
    ['keeps the order', ['/project/htd', '/index'], [home, htd], ['/project/htd', '/index']],
  ])('%s', (_label, cached, views, expected) => {
    expect(keepCachedViews(cached, views)).toEqual(expected)
  })
})

describe('keepOpenableViews', () => {
  const views = [home, users, htd]
  it.each<[string, string[], string[]]>([
    [
      'closes the tabs the user may no longer open',
      ['/organization/user'],
      ['/index', '/project/htd'],
    ],
    ['closes an affix tab too', ['/index'], ['/organization/user', '/project/htd']],
    ['keeps all when nothing was revoked', [], ['/index', '/organization/user', '/project/htd']],
  ])('%s', (_label, revoked, expected) => {
    expect(paths(keepOpenableViews(views, (v) => !revoked.includes(v.path)))).toEqual(expected)
  })

  it('returns the same array when every tab stays', () => {
    expect(keepOpenableViews(views, () => true)).toBe(views)
  })
})
