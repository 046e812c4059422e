import type { CrudContext } from './crud-resource.ts'
import { crudContext } from './define-crud-routes.ts'
import type { MockResponse } from '../http/mock-http.ts'
import type { AuthenticatedContext } from '../request-context.ts'

/** A route handler that works on the request's tenant and the database, as CRUD hooks do. */
export function withCrudContext<R extends MockResponse | Promise<MockResponse>>(
  handler: (context: CrudContext) => R,
) {
  // prettier-ignore
  return (context: AuthenticatedContext) => handler(crudContext(context))
}
