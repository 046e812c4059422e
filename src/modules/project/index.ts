// The project module's public entry: what other modules use (the dashboard's project figures).
export { htdPolicies, htdQueries, type HtdDto } from './api/htd-api'
export { projectPolicies, projectQueries } from './api/project-api'
export { workAreaQueries } from './api/work-area-api'
