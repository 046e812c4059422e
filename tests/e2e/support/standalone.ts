/**
 * Where project `standalone` runs: the built app on one origin (vite preview, embedded backend
 * off) and `npm run mock:serve` on another, as with a real ABP host. Shared by
 * playwright.config.ts and the specs.
 */
const previewPort = Number(process.env.PREVIEW_PORT ?? process.env.E2E_PORT ?? 4173)

export const standaloneAppPort = Number(process.env.STANDALONE_PREVIEW_PORT ?? previewPort + 200)
export const standaloneApiPort = Number(process.env.STANDALONE_API_PORT ?? standaloneAppPort + 100)
export const standaloneAppURL = `http://127.0.0.1:${standaloneAppPort}`
export const standaloneApiURL = `http://127.0.0.1:${standaloneApiPort}`
export const standaloneSpecs = /standalone-[^/]*\.spec\.ts$/
