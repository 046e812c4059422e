import { bypass } from 'msw'

/**
 * A real HTTP request from a test process where msw may be started (the shared setup does): it
 * is bypass()ed, or msw would answer in-process. An abort signal goes to fetch itself: through
 * bypass()'s clones of the request, Node's fetch follows it by a weak reference only, and after a
 * garbage collection an abort no longer arrives.
 */
export function sendOverHttp(url: string, init?: RequestInit): Promise<Response> {
  return fetch(bypass(new Request(url, init)), { signal: init?.signal })
}
