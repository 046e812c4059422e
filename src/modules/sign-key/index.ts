// The sign-key module's public entry: what other modules use (the profile's signature image).
export { fetchSignKeyImage } from './api/sign-key-api'
