import type { AuthErrorFormat } from './abp-error.ts'

/** Knobs tests may turn at runtime; `resetRuntimeSettings` restores the defaults. */
export interface RuntimeSettings {
  /** Lifetime of newly issued access tokens (`expires_in`). */
  tokenLifetimeSeconds: number
  /**
   * Body of a 401 (missing/invalid token) and of a 403 (route permission not granted): JwtBearer's
   * empty body, or an ABP error body.
   */
  authErrorFormat: AuthErrorFormat
  /**
   * A refresh grant spends the presented refresh token and returns a new one (OpenIddict's rolling
   * tokens). False: no `refresh_token` in the answer and the old one stays valid, as in ABP set-ups
   * without rotation.
   */
  rotateRefreshTokens: boolean
}

const settingKeys = ['tokenLifetimeSeconds', 'authErrorFormat', 'rotateRefreshTokens'] as const

const fallbackLifetimeSeconds = 3600

function lifetimeFromEnvironment(): number {
  const raw = typeof process === 'undefined' ? undefined : process.env.MOCK_TOKEN_LIFETIME
  const seconds = Number(raw)
  return raw && Number.isInteger(seconds) && seconds > 0 ? seconds : fallbackLifetimeSeconds
}

let defaults: RuntimeSettings = {
  tokenLifetimeSeconds: lifetimeFromEnvironment(),
  authErrorFormat: 'empty',
  rotateRefreshTokens: true,
}
let current: RuntimeSettings = { ...defaults }

export function getRuntimeSettings(): Readonly<RuntimeSettings> {
  return current
}

function validate(patch: Partial<RuntimeSettings>): void {
  const seconds: unknown = patch.tokenLifetimeSeconds
  if (seconds !== undefined && !(Number.isInteger(seconds) && (seconds as number) > 0)) {
    throw new RangeError('tokenLifetimeSeconds must be a positive integer')
  }
  const format: unknown = patch.authErrorFormat
  if (format !== undefined && format !== 'empty' && format !== 'abp') {
    throw new RangeError("authErrorFormat must be 'empty' or 'abp'")
  }
  const rotate: unknown = patch.rotateRefreshTokens
  if (rotate !== undefined && typeof rotate !== 'boolean') {
    throw new RangeError('rotateRefreshTokens must be true or false')
  }
}

/** Keeps only known keys, so a JSON body from /__mock/config cannot add stray settings. */
function knownSettings(patch: Partial<RuntimeSettings>): Partial<RuntimeSettings> {
  const entries = settingKeys.filter((key) => key in patch).map((key) => [key, patch[key]])
  return Object.fromEntries(entries) as Partial<RuntimeSettings>
}

/** Changes the running settings; throws RangeError for invalid values. */
export function updateRuntimeSettings(patch: Partial<RuntimeSettings>): RuntimeSettings {
  const known = knownSettings(patch)
  validate(known)
  current = { ...current, ...known }
  return current
}

/**
 * Changes what a reset goes back to. The Vite plugin calls this with MOCK_TOKEN_LIFETIME from the
 * project's .env files, which Vite does not copy into process.env.
 */
export function setDefaultRuntimeSettings(patch: Partial<RuntimeSettings>): void {
  validate(patch)
  defaults = { ...defaults, ...patch }
  current = { ...current, ...patch }
}

export function resetRuntimeSettings(): void {
  current = { ...defaults }
}
