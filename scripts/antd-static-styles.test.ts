import { describe, expect, it } from 'vitest'
import { ShellStyleSamples } from '@/layout/shell-style-samples'
import { extractAntdStyles } from './antd-static-styles'

/** The components of antd's list of styles held (its paths: `<hash>|<component>|<class>|…`). */
function listedComponents(sheet: string): string[] {
  const list = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/.exec(sheet)?.[1] ?? ''
  return list.split(';').map((entry) => entry.split('|')[1] ?? '')
}

describe('extractAntdStyles (the shell’s static antd sheet)', () => {
  const sheet = extractAntdStyles(ShellStyleSamples)

  it.each([
    ['Layout-Layout', 'ant-layout'],
    ['Layout-Sider', 'ant-layout-sider'],
    ['Menu-Menu', 'ant-menu-inline'],
    ['Breadcrumb-Breadcrumb', 'ant-breadcrumb'],
    ['Dropdown-Dropdown', 'ant-dropdown'],
    ['Button-Button', 'ant-btn'],
    ['Tooltip-Tooltip', 'ant-tooltip'],
  ])('holds %s: its rules, and its place on the list antd reads', (component, className) => {
    expect(sheet).toContain(`.${className}{`)
    expect(listedComponents(sheet)).toContain(component)
  })

  it('holds no theme token: the colour and mode chosen at run time still apply', () => {
    expect(sheet).toContain('var(--ant-color-primary)')
    expect(sheet).not.toMatch(/--ant-color-primary\s*:/)
  })

  it('holds nothing of a component the shell does not draw', () => {
    expect(sheet).not.toContain('.ant-table')
    expect(listedComponents(sheet)).not.toContain('Table-Table')
  })
})
