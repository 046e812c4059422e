import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { describe, expect, it } from 'vitest'
import { toApiError } from './to-api-error'

const translate = (key: string) => `t:${key}`
const config = { headers: new AxiosHeaders() }

function responseWith(status: number, data: unknown): AxiosResponse {
  return { status, statusText: '', data, headers: {}, config }
}

describe('toApiError', () => {
  it('a timeout (no response) carries the network text and the request', async () => {
    const request = { timeout: 20_000 }
    const error = new AxiosError('timeout of 20000ms exceeded', 'ECONNABORTED', config, request)
    const apiError = await toApiError(error, translate)
    expect(apiError).toMatchObject({
      status: null,
      isNetworkError: true,
      message: 't:http.network',
    })
    expect(apiError.request).toBe(request)
    expect(apiError.cause).toBe(error)
  })

  it('reads an ABP error body from an ArrayBuffer response', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ error: { message: 'Gone' } })).buffer
    const error = new AxiosError('fail', 'ERR_BAD_REQUEST', config, {}, responseWith(403, body))
    await expect(toApiError(error, translate)).resolves.toMatchObject({ message: 'Gone' })
  })

  it('reads an ABP error body from a Blob response', async () => {
    const body = new Blob([JSON.stringify({ error: { message: 'No avatar', details: null } })], {
      type: 'application/json',
    })
    const error = new AxiosError('fail', 'ERR_BAD_REQUEST', config, {}, responseWith(403, body))
    const apiError = await toApiError(error, translate)
    expect(apiError).toMatchObject({ status: 403, message: 'No avatar' })
  })

  it('says "too large" alike for the API\'s empty 413 and the HTML page nginx answers with', async () => {
    const nginxPage = '<html><head><title>413 Request Entity Too Large</title></head></html>'
    const messages = []
    for (const [body, responseType] of [
      ['', 'text'],
      [nginxPage, 'text'],
      [new TextEncoder().encode(nginxPage).buffer, 'arraybuffer'],
    ] as const) {
      const response = responseWith(413, body)
      const error = new AxiosError(responseType, 'ERR_BAD_REQUEST', config, {}, response)
      messages.push((await toApiError(error, translate)).message)
    }
    expect(messages).toEqual(['t:http.tooLarge', 't:http.tooLarge', 't:http.tooLarge'])
  })
})
