import { useEffect } from 'react'
import NProgress from 'nprogress'
import 'nprogress/nprogress.css'
import { useNavigation } from 'react-router-dom'

NProgress.configure({ showSpinner: false })

/** Spec §2: a progress bar without spinner shows during navigation. */
export function useNavigationProgress(): void {
  const { state } = useNavigation()
  useEffect(() => {
    if (state === 'idle') NProgress.done()
    else NProgress.start()
  }, [state])
}
