import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { toSafeRedirect } from '@/utils/safe-redirect'

/**
 * `/redirect/<path>` re-visits `<path>` (tab refresh): the target page mounts afresh. The path
 * comes from the address bar, so it passes the same rule as the sign-in redirect: the router
 * decodes `%2F` in the splat, and `/redirect/%2F%2Fevil.example` must not leave the app.
 */
export default function RedirectPage() {
  const { '*': target = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(toSafeRedirect(`/${target}${search}`), { replace: true })
  }, [navigate, target, search])
  return null
}
