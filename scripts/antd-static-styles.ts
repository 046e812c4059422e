import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'

/**
 * The antd styles `Samples` writes, as one plain style sheet that antd takes as already written:
 * it ends with antd's list of the styles it holds (`.data-ant-cssinjs-cache-path`, the server-side
 * rendering format of @ant-design/cssinjs), and a component whose style is on that list, drawn in
 * a document that has the sheet when antd draws its first component, writes no style of its own.
 * The component styles only: the theme's tokens stay CSS variables written at run time, so the sheet
 * holds for every theme colour and mode. Rendered in Node, with the antd the app bundles.
 */
export function extractAntdStyles(Samples: ComponentType): string {
  const cache = createCache()
  renderToString(createElement(StyleProvider, { cache }, createElement(Samples)))
  return extractStyle(cache, { plain: true, types: 'style' })
}
