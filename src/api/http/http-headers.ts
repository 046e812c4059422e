/** Header names the ABP backend and the demo backend understand (spec §7, abp-api.md §0). */
export const authorizationHeader = 'Authorization'
export const acceptLanguageHeader = 'Accept-Language'
/** ABP's tenant resolver reads this header; sent only when a tenant is selected. */
export const tenantHeader = '__tenant'
/** Makes ABP answer with JSON error bodies instead of redirects or HTML. */
export const requestedWithHeader = 'X-Requested-With'
/**
 * ABP's anti-forgery header, sent with the value of the `XSRF-TOKEN` cookie when the server set
 * one (as ABP's own clients do). ABP validates it for cookie-authenticated unsafe requests.
 */
export const csrfHeader = 'RequestVerificationToken'
/** The demo (vue-element-admin) backend reads its token from this header (spec §9). */
export const demoTokenHeader = 'X-Token'
