import { describe, expect, it } from 'vitest'
import { createSeedDatabase } from '@mock/core/db/seed'
import { mockModules } from '@mock/modules/mock-modules'
import { appIconKeys } from './app-icon-set'

describe('the app icon set', () => {
  it('draws every icon key the seeded apps and folders name', () => {
    const database = createSeedDatabase(mockModules)
    const named = [...database.apps, ...database.projectAppFolders].map((row) => row.icon)
    const keys = named.filter((icon): icon is string => !!icon && !icon.includes(':'))
    expect(keys.length).toBeGreaterThan(10)
    expect(keys.filter((key) => !appIconKeys.includes(key))).toEqual([])
  })
})
