import { importWithRetry } from '@/utils/import-with-retry'
import type { DemoClient, DemoClientDeps } from './create-demo-client'

let configured: Promise<DemoClient> | undefined

/** Wired once at start-up in demo mode; axios loads with the first call (as for the main client). */
export function configureDemoClient(deps: DemoClientDeps): void {
  configured = importWithRetry(() => import('./create-demo-client')).then(({ createDemoClient }) =>
    createDemoClient(deps),
  )
}

function client(): Promise<DemoClient> {
  if (!configured) throw new Error('configureDemoClient() was not called at start-up')
  return configured
}

/** The client of the demo (vue-element-admin) backend. */
export const demoClient: Pick<DemoClient, 'get' | 'post'> = {
  get: async <T>(url: string, params?: object) => (await client()).get<T>(url, params),
  post: async <T>(url: string, data?: unknown) => (await client()).post<T>(url, data),
}
