// The client-manage module's public entry: what other modules use (the app form's client picker).
export { clientPolicies } from './api/client-api'
export { clientOptionsQuery, type ClientOption } from './api/client-options-query'
