import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { Activity, useMemo } from 'react'
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  useSearchParams,
} from 'react-router-dom'
import { FrozenLocation, type LocationSnapshot } from './frozen-location'

/**
 * The page cache relies on react-router's UNSAFE_LocationContext (see frozen-location.tsx). These
 * tests pin what it needs, so a router upgrade that renames the export or stops reading it in
 * useLocation fails here, not silently in hidden pages reading another page's URL.
 */

function Probe({ name }: { name: string }) {
  const location = useLocation()
  const [params] = useSearchParams()
  return <p>{`${name}: ${location.pathname}${location.search} q=${params.get('q') ?? ''}`}</p>
}

/** A page cache reduced to its core: the first page's outlet and location kept, hidden. */
function KeepFirst() {
  const outlet = useOutlet()
  const location = useLocation()
  const navigationType = useNavigationType()
  const snapshot = useMemo<LocationSnapshot>(
    () => ({ location, navigationType }),
    [location, navigationType],
  )
  const kept = useMemo(() => ({ outlet, snapshot }), []) // eslint-disable-line react-hooks/exhaustive-deps
  const isFirstShown = kept.snapshot.location.pathname === location.pathname
  return (
    <>
      <Activity mode={isFirstShown ? 'visible' : 'hidden'}>
        <FrozenLocation snapshot={kept.snapshot}>{kept.outlet}</FrozenLocation>
      </Activity>
      {!isFirstShown && outlet}
    </>
  )
}

const loaded: string[] = []

function renderKeepFirst() {
  loaded.length = 0
  const router = createMemoryRouter(
    [
      {
        element: <KeepFirst />,
        HydrateFallback: () => null,
        children: [
          {
            path: '/a',
            loader: ({ request }) => {
              loaded.push(new URL(request.url).pathname)
              return null
            },
            Component: () => <Probe name="a" />,
          },
          { path: '/b', lazy: () => Promise.resolve({ Component: () => <Probe name="b" /> }) },
        ],
      },
    ],
    { initialEntries: ['/a?q=1'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('FrozenLocation (react-router internals the page cache relies on)', () => {
  it('finds UNSAFE_LocationContext exported as a React context', () => {
    expect(UNSAFE_LocationContext).toBeDefined()
    expect(UNSAFE_LocationContext.Provider).toBeDefined()
    expect(UNSAFE_LocationContext.Consumer).toBeDefined()
  })

  it('gives a hidden page its own location while the router moved on (loaders and lazy routes run)', async () => {
    const router = renderKeepFirst()
    expect(await screen.findByText('a: /a?q=1 q=1')).toBeTruthy()
    await act(() => router.navigate('/b?q=2'))
    expect(await screen.findByText('b: /b?q=2 q=2')).toBeTruthy()
    // The hidden page (still in the DOM) reads its frozen location, not the router's.
    expect(screen.getByText('a: /a?q=1 q=1')).toBeTruthy()
    await act(() => router.navigate('/b?q=3'))
    expect(await screen.findByText('b: /b?q=3 q=3')).toBeTruthy()
    expect(screen.getByText('a: /a?q=1 q=1')).toBeTruthy()
    // Shown again: the data router ran the page's loader for this navigation, as for any other.
    await act(() => router.navigate('/a?q=1'))
    expect(loaded).toEqual(['/a', '/a'])
  })
})
