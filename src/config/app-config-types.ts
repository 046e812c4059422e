export type GrantType = 'password' | 'authorization_code'
export type LoginMode = 'abp' | 'demo'

/** Every runtime setting of the app (documented in .env.example), resolved and typed. */
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
  /** The "Examples" menu group (VITE_SHOW_EXAMPLES). */
  showExamples: boolean
  /** Main API timeout (spec §9). */
  apiTimeoutMs: number
  /** Demo client timeout (spec §9). */
  demoTimeoutMs: number
}
