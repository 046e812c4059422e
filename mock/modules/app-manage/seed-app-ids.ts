/** Fixed ids of the seeded apps, folders and placements (tests and the front end's fixtures). */

const hex = (value: number) => value.toString(16).padStart(12, '0')

/** Host apps 1–12, demo apps 101–104. */
export const appSeedId = (number: number) => `3a0f6c1e-a990-4a11-8c01-${hex(number)}`

/** Folder `slot` (1–4) of a project's launcher; `projectNumber` is its seed number. */
export const folderSeedId = (projectNumber: number, slot: number) =>
  `3a0f6c1e-a990-4f22-8c02-${hex(projectNumber * 10 + slot)}`

export const placementSeedId = (projectNumber: number, slot: number) =>
  `3a0f6c1e-a990-4e33-8c03-${hex(projectNumber * 100 + slot)}`

/** The seeded apps by code, for tests. */
export const appIds = {
  quality: appSeedId(1),
  safety: appSeedId(2),
  measurement: appSeedId(3),
  schedule: appSeedId(4),
  lab: appSeedId(5),
  archives: appSeedId(6),
  video: appSeedId(7),
  eseal: appSeedId(8),
  materials: appSeedId(9),
  smartSite: appSeedId(10),
  mobileInspection: appSeedId(11),
  legacyOa: appSeedId(12),
  demoQuality: appSeedId(101),
} as const

/**
 * Where the embedded backend will serve the Quality demo app (not served yet): a root-relative
 * path, resolved against the request's origin by the app DTO and the launch URL.
 */
export const qualityDemoPath = '/__demo-app/quality'
