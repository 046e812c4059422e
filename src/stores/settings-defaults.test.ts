import { describe, expect, it } from 'vitest'
import { appConfig } from '@/config/app-config'
import {
  createDefaultSettings,
  navbarColors,
  pickKnownSettings,
  presetThemeColors,
} from './settings-defaults'

describe('settings defaults', () => {
  it('follow spec §9', () => {
    expect(createDefaultSettings()).toEqual({
      title: appConfig.appTitle,
      theme: '#0152d9',
      showSettings: true,
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: false,
      supportPinyinSearch: true,
      errorLog: appConfig.errorLogEnvs,
      navbarColor: '#141b37',
      darkMode: false,
    })
  })

  it('list the colours', () => {
    expect(presetThemeColors).toHaveLength(8)
    expect(presetThemeColors[0]).toBe('#409EFF')
    expect(navbarColors).toEqual(['#0069D6', '#00885A', '#141b37', '#503DB0', '#D26C00'])
  })
})

describe('pickKnownSettings', () => {
  it.each<[string, unknown, object]>([
    ['nothing from null', null, {}],
    ['nothing from a string', 'tagsView', {}],
    ['known keys', { tagsView: true, theme: '#f5222d' }, { tagsView: true, theme: '#f5222d' }],
    ['no unknown keys', { tagsView: true, legacyFlag: 1 }, { tagsView: true }],
    ['no config-owned keys', { title: 'Hacked', errorLog: [] }, {}],
    ['no wrong types', { tagsView: 'yes', darkMode: 1 }, {}],
    ['allowed navbar colours', { navbarColor: '#00885A' }, { navbarColor: '#00885A' }],
    ['no other navbar colours', { navbarColor: '#0669D6' }, {}],
  ])('keeps %s', (_label, stored, expected) => {
    expect(pickKnownSettings(stored)).toEqual(expected)
  })
})
