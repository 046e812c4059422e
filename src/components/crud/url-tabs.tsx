import { Tabs } from 'antd'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { readUrlTab, urlTabParams } from './url-tabs-rules'

export interface UrlTab<K extends string> {
  key: K
  label: ReactNode
  /** The tab's content, mounted only while it is shown (a kit list page: its own URL filters). */
  render: () => ReactNode
}

/**
 * Tabs of lists whose choice is in the URL (`?tab=`): a refresh, the back button and a shared
 * link show the same tab. A switch starts the other list on its first page with no filter. Leave
 * out a tab the user may not see: its address then opens the first.
 */
export function UrlTabs<K extends string>({ tabs }: { tabs: readonly UrlTab<K>[] }) {
  const [params, setParams] = useSearchParams()
  const keys = tabs.map((tab) => tab.key)
  const active = readUrlTab(params.get('tab'), keys)
  const shown = tabs.find((tab) => tab.key === active)
  return (
    <>
      <Tabs
        activeKey={active}
        onChange={(next) => setParams(urlTabParams(next as K, keys))}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      <TabContent key={active}>{shown?.render()}</TabContent>
    </>
  )
}

/** Keyed by the tab: each showing mounts afresh. */
function TabContent({ children }: { children: ReactNode }) {
  return children
}
