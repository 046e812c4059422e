// The project module's public entry: what other modules use (the dashboard's project figures).
export { htdPolicies, htdQueries, type HtdDto } from './api/htd-api'
export { projectPolicies, projectQueries } from './api/project-api'
export { workAreaQueries } from './api/work-area-api'
// The project picker of pages that list one project's data (app folders and placements), and the
// rule they share with the Contract sections page: the URL's project, else the switcher's.
export { ProjectSelect } from './components/project-select'
export { projectOptionsQuery } from './api/project-options-queries'
export { PageProjectBar, PageProjectState } from './components/page-project/page-project-bar'
export {
  usePageProject,
  type PageProjectState as PageProjectValue,
} from './components/page-project/use-page-project'
// Pickers of other modules' forms and search forms (the Signing keys pages).
export { HtdSelect } from './components/project-select'
export { UserPicker, userLabel } from './pages/grants/user-picker'
