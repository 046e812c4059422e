import { asyncRoutes } from './async-routes'
import { constantRoutes } from './constant-routes'
import { indexRoutes } from '@/router/route-index'

/**
 * Every route inside the layout, whatever the user's grants: the data router knows them all and
 * its loaders refuse what the user may not open (a deep link → 401, not 404).
 */
export const layoutRouteIndex = indexRoutes([...constantRoutes, ...asyncRoutes])
