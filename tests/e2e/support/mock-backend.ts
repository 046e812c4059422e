import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { FaultSpec, RequestLogEntry, RuntimeSettings } from '../../../mock/core/control'

export type { FaultSpec, RequestLogEntry }

/**
 * Test controls of the embedded ABP backend (mock/core/routes/control-routes.ts), served under
 * /__mock on the same origin as the app by `vite preview`.
 */
export class MockBackend {
  constructor(private readonly request: APIRequestContext) {}

  /** Seed data, faults, runtime settings and the request log back to their state after start. */
  async reset(): Promise<void> {
    await this.call('post', '/__mock/reset')
  }

  /** Adds faults (the most recently added matching one wins); returns their ids. */
  async addFault(...faults: FaultSpec[]): Promise<string[]> {
    const response = await this.call('post', '/__mock/faults', faults)
    return ((await response.json()) as { ids: string[] }).ids
  }

  async removeFault(id: string): Promise<void> {
    await this.call('delete', `/__mock/faults/${encodeURIComponent(id)}`)
  }

  async clearFaults(): Promise<void> {
    await this.call('delete', '/__mock/faults')
  }

  /** Moves the business clock on (to-dos, tasks, timeouts; due timeouts run at once). */
  async advanceClock(minutes: number): Promise<string> {
    const response = await this.call('post', '/__mock/clock', { advanceMinutes: minutes })
    return ((await response.json()) as { now: string }).now
  }

  /** Sets the business clock (`yyyy-MM-ddTHH:mm:ss`, UTC); a reset puts it back to real time. */
  async setClock(time: string): Promise<string> {
    const response = await this.call('post', '/__mock/clock', { time })
    return ((await response.json()) as { now: string }).now
  }

  async configure(settings: Partial<RuntimeSettings>): Promise<void> {
    await this.call('post', '/__mock/config', settings)
  }

  /** Requests the backend answered since the last reset, oldest first. */
  async requests(): Promise<RequestLogEntry[]> {
    const response = await this.call('get', '/__mock/requests')
    return ((await response.json()) as { items: RequestLogEntry[] }).items
  }

  async clearRequests(): Promise<void> {
    await this.call('delete', '/__mock/requests')
  }

  private async call(
    method: 'get' | 'post' | 'delete',
    path: string,
    data?: unknown,
  ): Promise<APIResponse> {
    // A connection of its own each time: a kept-alive one that the server closes after 5 s idle
    // can be reused in the same instant, and the call fails with ECONNRESET (CI failed so once).
    const headers = { connection: 'close' }
    const response = await this.request[method](
      path,
      data === undefined ? { headers } : { data, headers },
    )
    if (!response.ok()) {
      throw new Error(
        `mock backend: ${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`,
      )
    }
    return response
  }
}
