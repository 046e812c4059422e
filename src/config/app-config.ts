import type { AppConfig } from './app-config-types'
import { readRuntimeSettings, resolveAppConfig } from './resolve-app-config'
import { runtimeConfigGlobal } from './setting-names'

export type { AppConfig, GrantType, LoginMode } from './app-config-types'

/**
 * The app's settings, read once at start: config.js next to index.html (loaded by a classic
 * script before the app's modules run, so every module may read them at once) over the build's
 * `.env` values. One `dist/` serves every environment. Modules receive these values; none of them
 * reads import.meta.env or config.js directly.
 */
const isBrowser = typeof window !== 'undefined'
const runtime = readRuntimeSettings(
  isBrowser ? (window as unknown as Record<string, unknown>)[runtimeConfigGlobal] : undefined,
  import.meta.env.DEV,
)
const resolved = resolveAppConfig(runtime.settings, import.meta.env, {
  origin: isBrowser ? window.location.origin : 'http://localhost',
})

export const appConfig: AppConfig = resolved.config

/** What is wrong with the settings, as `SETTING: why`; empty when the app can start. */
export const configProblems: readonly string[] = [...runtime.problems, ...resolved.problems]
