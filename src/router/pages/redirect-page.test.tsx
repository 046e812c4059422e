import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import RedirectPage from './redirect-page'

function Landed() {
  const { pathname, search } = useLocation()
  return <output>{`${pathname}${search}`}</output>
}

async function landingOf(entry: string): Promise<string> {
  const router = createMemoryRouter(
    [
      { path: '/redirect/*', Component: RedirectPage },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [entry] },
  )
  render(<RouterProvider router={router} />)
  return (await screen.findByRole('status')).textContent ?? ''
}

describe('RedirectPage', () => {
  it.each([
    ['/redirect/project/index', '/project/index'],
    ['/redirect/organization/user?tab=2', '/organization/user?tab=2'],
    ['/redirect/%2F%2Fevil.example', '/'],
    ['/redirect//evil.example', '/'],
    ['/redirect/%5Cevil.example', '/'],
    ['/redirect/..%2F%2Fevil.example', '/'],
    ['/redirect/https:evil.example', '/https:evil.example'],
  ])('%s → %s', async (entry, expected) => {
    expect(await landingOf(entry)).toBe(expected)
  })
})
