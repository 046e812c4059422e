import { StatusPage } from './status-page'

export default function UnauthorizedPage() {
  return <StatusPage status="403" kind="unauthorized" />
}
