import { defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import type { BackendRoute } from '../../core/routes/define-route.ts'
import { noticeMyRoutes } from './notice-my-routes.ts'
import { noticePublishRoutes } from './notice-publish-routes.ts'
import { noticeResource } from './notice-resource.ts'

/** Notices (business-api.md §6.1): the "my" routes, publish/withdraw, then management CRUD. */
export const noticeRoutes: BackendRoute[] = [
  ...noticeMyRoutes,
  ...noticePublishRoutes,
  ...defineCrudRoutes(noticeResource),
]
