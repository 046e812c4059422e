import { afterEach, describe, expect, it } from 'vitest'
import { useUserStore } from './user-store'

const profile = {
  id: 'u1',
  userName: 'admin',
  name: 'Administrator',
  phoneNumber: '13800000000',
  positions: [{ id: 'p1', name: 'Engineer' }],
  introduction: 'I am a super administrator',
  avatar: 'https://example.com/a.png',
}

afterEach(() => useUserStore.getState().clearUser())

// The token lives in the session, the roles in the permission store: resetting the token (which
// keeps this profile) is tested with them in src/auth/session-actions.dom.test.ts.
describe('user store', () => {
  it('setProfile keeps the profile of the signed-in user', () => {
    useUserStore.getState().setProfile(profile)
    expect(useUserStore.getState()).toMatchObject(profile)
  })

  it('holds no token or tenant: the session owns them', () => {
    useUserStore.getState().setProfile(profile)
    const state: object = useUserStore.getState()
    expect(state).not.toHaveProperty('token')
    expect(state).not.toHaveProperty('tenant')
    expect(state).not.toHaveProperty('roles')
  })

  it('clearUser clears id, names, phone, positions, introduction and avatar (spec §4 logout)', () => {
    useUserStore.getState().setProfile(profile)
    useUserStore.getState().clearUser()
    const after = useUserStore.getState()
    expect([after.id, after.name, after.userName, after.introduction, after.avatar]).toEqual([
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
