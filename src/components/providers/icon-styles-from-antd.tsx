import { IconProvider } from '@ant-design/icons'
import type { ReactNode } from 'react'

/** The icons' defaults (our ConfigProviders set no iconPrefixCls, csp or layer) but their styles. */
const iconContext = { zeroRuntime: true }

/**
 * Inside an antd ConfigProvider: the icons take their base styles from the sheet antd's
 * ConfigProvider registers (its useResetIconStyle: the same rules, the spin included), not from a
 * check each icon makes when it mounts. That check scans the document's style elements (antd's
 * CSS-in-JS adds many): once per icon on every mount, and again for every icon of a kept page
 * each time it is shown (an <Activity> re-runs effects; issue 26).
 */
export function IconStylesFromAntd({ children }: { children: ReactNode }) {
  return <IconProvider value={iconContext}>{children}</IconProvider>
}
