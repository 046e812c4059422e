import { afterEach, describe, expect, it } from 'vitest'
import { useUserStore } from './user-store'

const profile = {
  id: 'u1',
  userName: 'admin',
  name: 'Administrator',
  phoneNumber: '13800000000',
  positions: [{ id: 'p1', name: 'Engineer' }],
}

afterEach(() => useUserStore.getState().clearUser())

describe('user store', () => {
  it('resetToken clears only token and roles (spec §4)', () => {
    const store = useUserStore.getState()
    store.setToken('t', 'demo')
    store.setProfile(profile)
    useUserStore.getState().resetToken()
    const after = useUserStore.getState()
    expect(after.token).toBe('')
    expect(after.name).toBe('Administrator')
    expect(after.positions).toEqual(profile.positions)
  })

  it('clearUser clears token, roles, id, names, phone and positions', () => {
    const store = useUserStore.getState()
    store.setToken('t', 'demo')
    store.setProfile(profile)
    useUserStore.getState().clearUser()
    const after = useUserStore.getState()
    expect([after.token, after.tenant, after.id, after.name, after.userName]).toEqual([
      '',
      '',
      '',
      '',
      '',
    ])
    expect(after.phoneNumber).toBeNull()
    expect(after.positions).toEqual([])
  })
})
