import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router-dom'
import { useAppTitle } from '@/hooks/use-app-title'
import { findRouteHandle } from '@/router/route-handle'

/** Spec §2: the page title is the translated route title plus the app title. */
export function buildDocumentTitle(pageTitle: string | undefined, appTitle: string): string {
  return pageTitle ? `${pageTitle} - ${appTitle}` : appTitle
}

export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation('route')
  const matches = useMatches()
  const titleKey = findRouteHandle(matches)?.meta.titleKey
  const appTitle = useAppTitle()
  useEffect(() => {
    document.title = buildDocumentTitle(titleKey && t(titleKey), appTitle)
  }, [titleKey, t, i18n.language, appTitle])
}
