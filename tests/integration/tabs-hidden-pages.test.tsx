import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, useState, type ReactElement } from 'react'
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useParams,
  type RouteObject,
} from 'react-router-dom'
import i18n from '@/i18n/i18n'
import { AppProviders } from '@/components/providers/app-providers'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { AppMain } from '@/layout/app-main/app-main'
import { TagsView } from '@/layout/tags-view/tags-view'
import type { RouteHandle } from '@/router/route-handle'
import { resetSessionStores } from '@/stores/reset-session-stores'
import { useSettingsStore } from '@/stores/settings-store'
import { maxCachedViews } from '@/layout/app-main/page-cache-rules'
import crudEn from '@/i18n/locales/en/crud.json'
import { useUserStore } from '@/stores/user-store'

/** The page cache against its own route table: deep routes, hidden renders, errors, the cap. */

/** Renders of each page's output (React may re-run a hidden consumer's function, then bail out). */
const renders = new Map<string, number>()

function PageBody({ name, seen }: { name: string; seen: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1)
  return <p>{`${name} sees ${seen}`}</p>
}

function ProbePage({ name }: { name: string }) {
  const location = useLocation()
  const params = useParams()
  const [text, setText] = useState('')
  return (
    <section aria-label={`page ${name}`}>
      <PageBody
        name={name}
        seen={`${location.pathname}${location.search} ${JSON.stringify(params)}`}
      />
      <input aria-label={`${name} input`} value={text} onChange={(e) => setText(e.target.value)} />
    </section>
  )
}

/** A page whose typing is unsaved work (a form, a draft): it tells the page cache so. */
function DraftPage() {
  const [text, setText] = useState('')
  useUnsavedChanges(text !== '')
  return <input aria-label="draft input" value={text} onChange={(e) => setText(e.target.value)} />
}

/** A page that reads no router state: once mounted, nothing should render it again. */
function StillPage() {
  renders.set('still', (renders.get('still') ?? 0) + 1)
  return <p>still page</p>
}

/** An intermediate layout with state of its own: vue-element-admin loses this level's cache. */
function SectionLayout() {
  const [text, setText] = useState('')
  return (
    <div>
      <input aria-label="section input" value={text} onChange={(e) => setText(e.target.value)} />
      <Outlet />
    </div>
  )
}

/** A page still waiting for something (its texts, as useTranslation suspends for them). */
let releaseSlowPage: () => void = () => undefined
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      releaseSlowPage = () => resolve({ default: () => <p>slow page drawn</p> })
    }),
)

function Thrower(): never {
  throw new Error('page exploded')
}

const handle = (fullPath: string): RouteHandle => ({ fullPath, meta: { titleKey: fullPath } })

const routes: RouteObject[] = [
  {
    element: (
      <>
        <TagsView />
        <AppMain />
      </>
    ),
    children: [
      { path: '/a', element: <ProbePage name="a" />, handle: handle('/a') },
      { path: '/b', element: <ProbePage name="b" />, handle: handle('/b') },
      { path: '/p/:n', element: <ProbePage name="p" />, handle: handle('/p/:n') },
      { path: '/d/:n', element: <DraftPage />, handle: handle('/d/:n') },
      {
        path: '/deep',
        element: <SectionLayout />,
        children: [
          {
            path: 'nested/:id',
            element: <ProbePage name="deep" />,
            handle: handle('/deep/nested/:id'),
          },
        ],
      },
      // `Component`, as in the app's routes.
      { path: '/still', Component: StillPage, handle: handle('/still') },
      { path: '/boom', element: <Thrower />, handle: handle('/boom') },
      { path: '/slow', element: <SlowPage />, handle: handle('/slow') },
    ],
  },
]

function renderCache(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, go: (to: string) => act(() => router.navigate(to)) }
}

const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

beforeEach(async () => {
  await i18n.changeLanguage('en')
  renders.clear()
  useUserStore.setState({ id: 'u-test' })
  useSettingsStore.getState().changeSetting('tagsView', true)
})
afterEach(() => {
  resetSessionStores()
  useSettingsStore.getState().resetSettings()
})

describe('a page not ready yet', () => {
  it('holds its place with a loading status while the tabs around it are drawn', async () => {
    renderCache('/slow')
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Opened pages' })).toBeTruthy()
    act(() => releaseSlowPage())
    expect(await screen.findByText('slow page drawn')).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull()
  })
})

describe('hidden cached pages', () => {
  it('keep seeing their own URL and do not re-render on later navigations', async () => {
    const { go } = renderCache('/a')
    await userEvent.type(input('a input'), 'typed')
    await go('/b?x=1')
    const rendersWhenHidden = renders.get('a')
    await go('/b?x=2')
    await go('/p/1')
    await go('/b?x=3')
    expect(renders.get('a')).toBe(rendersWhenHidden)
    expect(screen.getByText('a sees /a {}')).toBeTruthy() // in the hidden page's DOM
    await go('/a')
    expect(input('a input').value).toBe('typed')
  })

  it('are not rendered again when shown again', async () => {
    const { go } = renderCache('/still')
    expect(renders.get('still')).toBe(1)
    await go('/a')
    await go('/b')
    await go('/still')
    expect(screen.getByText('still page')).toBeTruthy()
    expect(renders.get('still')).toBe(1)
  })

  it('keep a deep route with its intermediate layout, one page per path', async () => {
    const { go } = renderCache('/deep/nested/1')
    await userEvent.type(input('section input'), 'outer')
    await userEvent.type(input('deep input'), 'inner')
    await go('/deep/nested/2')
    expect(input('deep input').value).toBe('')
    expect(screen.getByText('deep sees /deep/nested/2 {"id":"2"}')).toBeTruthy()
    await go('/a')
    await go('/deep/nested/1')
    expect(input('section input').value).toBe('outer')
    expect(input('deep input').value).toBe('inner')
    expect(screen.getByText('deep sees /deep/nested/1 {"id":"1"}')).toBeTruthy()
  })

  it(`keep at most ${maxCachedViews} pages, evicting the least recently shown`, async () => {
    const { go } = renderCache('/p/1')
    await userEvent.type(input('p input'), 'first')
    for (let n = 2; n <= maxCachedViews + 1; n += 1) await go(`/p/${n}`)
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(maxCachedViews)
    await go('/p/1')
    expect(input('p input').value).toBe('')
  })

  it('evict a clean page instead of one with unsaved changes', async () => {
    const { go } = renderCache('/d/1')
    await userEvent.type(input('draft input'), 'unsaved')
    for (let n = 2; n <= maxCachedViews + 1; n += 1) await go(`/p/${n}`)
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(maxCachedViews)
    await go('/d/1')
    expect(input('draft input').value).toBe('unsaved')
    await go('/p/2') // the least recently shown clean page went instead
    expect(input('p input').value).toBe('')
  })

  it('ask before evicting when every page has unsaved changes', async () => {
    const { go } = renderCache('/d/1')
    for (let n = 1; n <= maxCachedViews; n += 1) {
      if (n > 1) await go(`/d/${n}`)
      await userEvent.type(input('draft input'), `draft ${n}`)
    }
    await go(`/d/${maxCachedViews + 1}`)
    const question = await screen.findByRole('dialog', { name: crudEn.discardTitle })
    await userEvent.click(within(question).getByRole('button', { name: crudEn.keepEditing }))
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(maxCachedViews + 1)
    await go('/d/1')
    expect(input('draft input').value).toBe('draft 1')
  })

  it('show a page that throws as an error panel inside its tab; the rest keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { go } = renderCache('/a')
    await userEvent.type(input('a input'), 'still here')
    await go('/boom')
    expect(await screen.findByText('page exploded')).toBeTruthy()
    const bar = within(screen.getByRole('navigation', { name: 'Opened pages' }))
    await userEvent.click(bar.getByRole('link', { name: '/a' }))
    expect(input('a input').value).toBe('still here')
  })
})
