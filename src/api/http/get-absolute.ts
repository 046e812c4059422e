import { appConfig } from '@/config/app-config'
import { toApiError } from './to-api-error'
import { translateError } from '@/api/errors/translate-error'

/**
 * Token-less GET of an absolute URL (spec §7), e.g. a third-party or static JSON file. It goes
 * around the main client on purpose: no bearer token leaks to another origin and no session
 * policy (401 sign-out, toasts) applies; a failure rejects with an ApiError for the caller.
 */
export async function getAbsolute<T>(url: string, headers?: Record<string, string>): Promise<T> {
  const { default: axios, isAxiosError } = await import('axios')
  try {
    return (await axios.get<T>(url, { headers, timeout: appConfig.apiTimeoutMs })).data
  } catch (error) {
    throw isAxiosError(error) ? await toApiError(error, translateError) : error
  }
}
