import { describe, expect, it } from 'vitest'
import { describeTenantLookup } from './tenant-check'

describe('describeTenantLookup', () => {
  it.each([
    ['an active tenant', { success: true, tenantId: 't', name: 'acme', isActive: true }, undefined],
    [
      'a 4.x/5.x answer without isActive',
      { success: true, tenantId: 't', name: 'acme' },
      undefined,
    ],
    [
      'an unknown name',
      { success: false, tenantId: null, name: null, isActive: false },
      'tenantNotFound',
    ],
    [
      'an inactive tenant',
      { success: true, tenantId: 't', name: 'old', isActive: false },
      'tenantInactive',
    ],
  ])('reads %s', (_label, result, expected) => {
    expect(describeTenantLookup(result)).toBe(expected)
  })
})
