import { beforeEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '@/api/http/api-client'
import { createCrudApi } from './crud-api'

// Spies rather than vi.mock: the unit project shares one module graph per worker, where the real
// client may already be loaded (the config restores the spies after each test).
beforeEach(() => {
  for (const method of ['get', 'post', 'put', 'delete', 'postForm'] as const) {
    vi.spyOn(apiClient, method).mockResolvedValue(undefined)
  }
})

describe('createCrudApi', () => {
  const api = createCrudApi<{ id: string }, { name: string }>('/api/base/thing', {
    bulkDelete: true,
  })

  it('maps the conventional routes', async () => {
    await api.getList({ skipCount: 10, maxResultCount: 10, sorting: 'name asc' })
    expect(apiClient.get).toHaveBeenCalledWith(
      '/api/base/thing',
      { skipCount: 10, maxResultCount: 10, sorting: 'name asc' },
      undefined,
    )
    await api.get('a/b')
    expect(apiClient.get).toHaveBeenLastCalledWith('/api/base/thing/a%2Fb', undefined, undefined)
    await api.create({ name: 'x' })
    expect(apiClient.post).toHaveBeenCalledWith('/api/base/thing', { name: 'x' }, undefined)
    await api.update('1', { name: 'y' }, { silent: true })
    expect(apiClient.put).toHaveBeenCalledWith('/api/base/thing/1', { name: 'y' }, { silent: true })
    await api.delete('1')
    expect(apiClient.delete).toHaveBeenCalledWith('/api/base/thing/1', undefined, undefined)
    await api.deleteMany?.(['1', '2'])
    expect(apiClient.delete).toHaveBeenLastCalledWith(
      '/api/base/thing',
      { ids: ['1', '2'] },
      undefined,
    )
  })

  it('deletes with ?id= when the resource takes the id in the query', async () => {
    await createCrudApi('/api/identity-server/clients', { deleteBy: 'query' }).delete('a/b')
    expect(apiClient.delete).toHaveBeenCalledWith(
      '/api/identity-server/clients',
      { id: 'a/b' },
      undefined,
    )
  })

  it('offers bulk delete only where the contract marks it', () => {
    expect(createCrudApi('/api/base/other').deleteMany).toBeUndefined()
  })
})
