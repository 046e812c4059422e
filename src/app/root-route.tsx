import { Outlet } from 'react-router-dom'
import { useDocumentTitle } from './use-document-title'
import { useNavigationProgress } from './use-navigation-progress'

export function RootRoute() {
  useNavigationProgress()
  useDocumentTitle()
  return <Outlet />
}
