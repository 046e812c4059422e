/**
 * Every runtime setting of the app, read once from Vite's env (documented in .env.example).
 * Modules receive these values; none of them reads import.meta.env directly.
 */
export type GrantType = 'password' | 'authorization_code'
export type LoginMode = 'abp' | 'demo'

export interface AppConfig {
  /**
   * The deployment's own title (VITE_APP_TITLE), shown in every language; '' = the product's
   * translated name (app:productName), e.g. 项目管理平台 in Chinese.
   */
  appTitle: string
  apiBaseUrl: string
  authServerUrl: string
  grantType: GrantType
  passwordClientId: string
  passwordScope: string
  oidc: {
    authority: string
    clientId: string
    scope: string
    redirectUri: string
    postLogoutRedirectUri: string
  }
  loginMode: LoginMode
  demoApiBase: string
  homePath: string
  errorLogEnvs: string[]
  cookiePrefix: string
  /** Main API timeout (spec §9). */
  apiTimeoutMs: number
  /** Demo client timeout (spec §9). */
  demoTimeoutMs: number
}

const env = import.meta.env

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin
}

const apiBaseUrl = text(env.VITE_API_BASE_URL, '')

export const appConfig: AppConfig = {
  appTitle: text(env.VITE_APP_TITLE, ''),
  apiBaseUrl,
  authServerUrl: text(env.VITE_AUTH_SERVER_URL, apiBaseUrl),
  // Spec §7: "password" selects the in-app form, any other value the redirect flow.
  grantType:
    text(env.VITE_AUTH_GRANT_TYPE, 'password') === 'password' ? 'password' : 'authorization_code',
  passwordClientId: text(env.VITE_PASSWORD_CLIENT_ID, 'ProjectAdmin_App'),
  passwordScope: text(
    env.VITE_PASSWORD_SCOPE,
    'offline_access openid profile email role phone address BaseService',
  ),
  oidc: {
    // The embedded provider (127.0.0.1) is a development default only: a production build
    // without an authority shows a configuration error instead of sending anyone to localhost.
    authority: text(
      env.VITE_OIDC_AUTHORITY,
      env.DEV ? text(env.VITE_EMBEDDED_OIDC_ISSUER, '') : '',
    ),
    clientId: text(env.VITE_OIDC_CLIENT_ID, 'ProjectAdmin_Spa'),
    scope: text(
      env.VITE_OIDC_SCOPE,
      'openid email profile role phone address BaseService offline_access',
    ),
    redirectUri: text(env.VITE_OIDC_REDIRECT_URI, `${origin()}/auth-redirect`),
    postLogoutRedirectUri: text(env.VITE_OIDC_POST_LOGOUT_REDIRECT_URI, `${origin()}/`),
  },
  loginMode: text(env.VITE_LOGIN_MODE, 'abp') === 'demo' ? 'demo' : 'abp',
  demoApiBase: text(env.VITE_DEMO_API_BASE, '/prod-api'),
  homePath: text(env.VITE_HOME_PATH, '/'),
  errorLogEnvs: text(env.VITE_ERROR_LOG, 'production')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  cookiePrefix: text(env.VITE_COOKIE_PREFIX, ''),
  apiTimeoutMs: 20_000,
  demoTimeoutMs: 5_000,
}

/** What is wrong with the settings, as `SETTING: why`; empty when the app can start. */
export function findConfigProblems(config: AppConfig): string[] {
  const problems: string[] = []
  if (config.grantType === 'authorization_code' && !config.oidc.authority) {
    problems.push('VITE_OIDC_AUTHORITY: required for the redirect sign-in (authorization_code)')
  }
  if (config.grantType === 'authorization_code' && !config.oidc.clientId) {
    problems.push('VITE_OIDC_CLIENT_ID: required for the redirect sign-in (authorization_code)')
  }
  if (config.grantType === 'password' && !config.passwordClientId) {
    problems.push('VITE_PASSWORD_CLIENT_ID: required for the password sign-in')
  }
  return problems
}
