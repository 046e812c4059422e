import type { MockDatabase } from './types.ts'

/** What the seed needs of a module (mock/core/modules/mock-module.ts). */
export interface SeedingModule {
  name: string
  /** Fresh seed rows of the module's tables; every call builds new objects. */
  seed?: () => Partial<MockDatabase>
}

/**
 * A fresh copy of the seed data: every module seeds its own tables, and each table comes from
 * exactly one module. Every call builds new objects, so mutations never leak.
 */
export function createSeedDatabase(modules: readonly SeedingModule[]): MockDatabase {
  const database = {}
  const owners: Record<string, string> = {}
  for (const module of modules) {
    // Descriptors, not values: a module may build a table on its first read (work areas).
    const tables = Object.getOwnPropertyDescriptors(module.seed?.() ?? {})
    for (const table of Object.keys(tables)) {
      if (table in owners) {
        throw new Error(`Table ${table} is seeded by both ${owners[table]} and ${module.name}`)
      }
      owners[table] = module.name
    }
    Object.defineProperties(database, tables)
  }
  // The interface is the sum of the modules' declarations; seed.test.ts checks every table.
  return database as unknown as MockDatabase
}
