import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'

/** `/redirect/<path>` re-visits `<path>` (tab refresh): the target page mounts afresh. */
export default function RedirectPage() {
  const { '*': target = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(`/${target}${search}`, { replace: true })
  }, [navigate, target, search])
  return null
}
