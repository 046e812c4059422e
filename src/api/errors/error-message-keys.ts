/** i18n namespace of every error and feedback text (src/i18n/locales/<lng>/error.json). */
export const errorNamespace = 'error'

/** Keys in the `error` namespace (spec §8). */
export const errorMessageKeys = {
  unauthorized: 'http.unauthorized',
  forbidden: 'http.forbidden',
  notFound: 'http.notFound',
  methodNotAllowed: 'http.methodNotAllowed',
  tooLarge: 'http.tooLarge',
  serverError: 'http.serverError',
  network: 'http.network',
  fallback: 'http.fallback',
  loginFailed: 'login.failed',
  noPermissions: 'session.noPermissions',
  noProjects: 'session.noProjects',
  demoFallback: 'demo.fallback',
  demoConfirmLogoutTitle: 'demo.confirmLogoutTitle',
  demoConfirmLogoutContent: 'demo.confirmLogoutContent',
  demoReLogin: 'demo.reLogin',
  demoCancel: 'demo.cancel',
} as const

export type ErrorMessageKey = (typeof errorMessageKeys)[keyof typeof errorMessageKeys]
