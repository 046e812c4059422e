/** What the sign-in callback's loader hands its page: why the sign-in could not be completed. */
export interface AuthRedirectData {
  error?: string
}
