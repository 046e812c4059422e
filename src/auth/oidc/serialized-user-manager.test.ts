import { InMemoryWebStorage } from 'oidc-client-ts'
import { describe, expect, it, vi } from 'vitest'
import { SerializedUserManager } from './serialized-user-manager'
import { serveTokenEndpoint, storedUser, testSettings } from './testing/oidc-test-kit'

function createManager(tokenInUse: () => string, storage = new InMemoryWebStorage()) {
  return new SerializedUserManager(testSettings(storage), { tokenInUse })
}

describe('SerializedUserManager', () => {
  it('shares one refresh between renewals asked for at the same time', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-2', 'at-3'])
    const manager = createManager(() => 'at-1')
    await manager.storeUser(storedUser('at-1', 30))

    const users = await Promise.all([
      manager.signinSilent(),
      manager.signinSilent(),
      manager.signinSilent(),
    ])
    expect(tokenEndpoint.calls).toHaveLength(1)
    expect(tokenEndpoint.calls[0].get('grant_type')).toBe('refresh_token')
    expect(tokenEndpoint.calls[0].get('refresh_token')).toBe('rt-1')
    expect(users.map((user) => user?.access_token)).toEqual(['at-2', 'at-2', 'at-2'])
    expect((await manager.getUser())?.refresh_token).toBe('rt-after-at-2')
  })

  it('renews again once the previous renewal has finished, with the rotated refresh token', async () => {
    const tokenEndpoint = serveTokenEndpoint(['at-2', 'at-3'])
    let inUse = 'at-1'
    const manager = createManager(() => inUse)
    manager.events.addUserLoaded((user) => {
      inUse = user.access_token
    })
    await manager.storeUser(storedUser('at-1', 30))
    await manager.signinSilent()
    await manager.signinSilent()
    expect(tokenEndpoint.calls.map((form) => form.get('refresh_token'))).toEqual([
      'rt-1',
      'rt-after-at-2',
    ])
  })

  it('adopts a user another tab renewed meanwhile instead of replaying its refresh token', async () => {
    const tokenEndpoint = serveTokenEndpoint(['never-used'])
    const shared = new InMemoryWebStorage()
    const manager = createManager(() => 'at-1', shared)
    // Another tab already stored a newer user in the shared storage.
    await manager.storeUser(storedUser('at-from-other-tab', 60, 'rt-2'))
    const loaded = vi.fn()
    manager.events.addUserLoaded(loaded)

    const user = await manager.signinSilent()
    expect(user?.access_token).toBe('at-from-other-tab')
    expect(tokenEndpoint.calls).toHaveLength(0)
    expect(loaded).toHaveBeenCalledOnce()
  })

  it('reports a refused refresh as a failed renewal', async () => {
    serveTokenEndpoint([])
    const manager = createManager(() => 'at-1')
    await manager.storeUser(storedUser('at-1', 30))
    await expect(manager.signinSilent()).rejects.toThrow()
  })
})
