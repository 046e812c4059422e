import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useIsGranted } from '@/access/use-is-granted'
import { usePermissionStore } from '@/stores/permission-store'
import { Granted } from './granted'

function grant(...granted: string[]) {
  act(() => usePermissionStore.getState().setGranted(granted))
}

afterEach(() => usePermissionStore.getState().resetRoutes())

describe('<Granted>', () => {
  it('shows the button to a user who holds the permission', () => {
    grant('AbpIdentity.Users.Create')
    render(
      <Granted policy="AbpIdentity.Users.Create">
        <button type="button">Create</button>
      </Granted>,
    )
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy()
  })

  it('shows the fallback, or nothing, to a user who does not', () => {
    grant('AbpIdentity.Users')
    render(
      <>
        <Granted policy="AbpIdentity.Users.Delete">
          <button type="button">Delete</button>
        </Granted>
        <Granted policy="AbpIdentity.Users.Update" fallback={<span>Read only</span>}>
          <button type="button">Edit</button>
        </Granted>
      </>,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Read only')).toBeTruthy()
  })

  it('does not show everything to role admin: elements need the exact permission', () => {
    grant('admin')
    render(
      <Granted policy="AbpIdentity.Users.Delete">
        <button type="button">Delete</button>
      </Granted>,
    )
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('shows the content for any one of several permissions, and follows a change of grants', () => {
    render(
      <Granted policy={['Project.Project', 'Project.Htd']}>
        <button type="button">Open</button>
      </Granted>,
    )
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull()
    grant('Project.Htd')
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy()
  })
})

describe('useIsGranted', () => {
  it('answers for the current grants', () => {
    grant('A')
    const { result, rerender } = renderHook(({ policy }) => useIsGranted(policy), {
      initialProps: { policy: 'A' as string | string[] },
    })
    expect(result.current).toBe(true)
    rerender({ policy: ['B', 'C'] })
    expect(result.current).toBe(false)
  })
})
