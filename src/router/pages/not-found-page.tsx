import { StatusPage } from './status-page'

export default function NotFoundPage() {
  return <StatusPage status="404" kind="notFound" />
}
