import { Breadcrumb } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useMatches } from 'react-router-dom'
import { appConfig } from '@/config/app-config'
import { findRouteHandle } from '@/router/route-handle'
import { usePermissionStore } from '@/stores/permission-store'
import { buildBreadcrumbs } from './build-breadcrumbs'

const home = { path: appConfig.homePath || '/', titleKey: 'dashboard' }

/** The trail of the current page, re-labelled when the language changes (titles are keys). */
export function Breadcrumbs() {
  const { t } = useTranslation('route')
  const routeIndex = usePermissionStore((s) => s.routeIndex)
  const matches = useMatches()
  const current = findRouteHandle(matches)
  const entries = useMemo(() => buildBreadcrumbs(routeIndex, current, home), [routeIndex, current])
  const items = entries.map((entry, index) => ({
    key: `${index}-${entry.titleKey}`,
    title: entry.to ? <Link to={entry.to}>{t(entry.titleKey)}</Link> : t(entry.titleKey),
  }))
  return <Breadcrumb items={items} aria-label={t('layout:breadcrumb')} />
}
