import {
  BgColorsOutlined,
  FontSizeOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  RightOutlined,
} from '@ant-design/icons'
import { Dropdown, type MenuProps } from 'antd'
import { useEffect, useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import screenfull from 'screenfull'
import { useMessageApi } from '@/components/providers/message-api'
import type { AppSize } from '@/stores/app-rules'
import { useAppStore } from '@/stores/app-store'
import { isNavbarColor, navbarColors } from '@/stores/settings-defaults'
import { useSettingsStore } from '@/stores/settings-store'
import styles from './navbar.module.css'

/** The three sizes; the providers map them to antd's small, middle and large. */
const sizeOptions = [
  { value: 'small', labelKey: 'size.small' },
  { value: 'medium', labelKey: 'size.medium' },
  { value: 'default', labelKey: 'size.large' },
] as const satisfies readonly { value: AppSize; labelKey: string }[]

function offeredSize(value: string): AppSize | undefined {
  return sizeOptions.find((option) => option.value === value)?.value
}

/** 'mini' (a size of the old app's cookie) looks like 'small' in antd, so it shows as small. */
function shownSize(size: AppSize): AppSize {
  return size === 'mini' ? 'small' : size
}

/** antd's submenu arrow, hidden from screen readers: "Size", not "Size right". */
const submenuArrow = (
  <span className="ant-dropdown-menu-submenu-arrow">
    <RightOutlined aria-hidden className="ant-dropdown-menu-submenu-arrow-icon" />
  </span>
)

const colorKey = 'navbarColor:'
const sizeKey = 'size:'

/** Full-screen follows Esc and F11 as well as the menu. */
function useIsFullscreen(): boolean {
  const [isFullscreen, setIsFullscreen] = useState(
    () => screenfull.isEnabled && screenfull.isFullscreen,
  )
  useEffect(() => {
    if (!screenfull.isEnabled) return
    const onChange = () => setIsFullscreen(screenfull.isFullscreen)
    screenfull.on('change', onChange)
    return () => screenfull.off('change', onChange)
  }, [])
  return isFullscreen
}

/**
 * The display menu itself (DisplayMenu is its trigger in the top bar, and loads this on first use):
 * full screen (spec §8: a browser without the API gets a warning), the navigation-bar colour (spec
 * §9, kept with the settings) and the component size (spec §4, kept in the `size` cookie, applied
 * without a reload). Each keeps its name as a menu item; colour and size open a submenu with the
 * current choice marked. It mounts on the first press of its trigger, open, and takes the focus
 * (arrows, → opens a submenu, Enter, Escape).
 */
export function DisplayMenuDropdown({ children }: { children: ReactElement }) {
  const { t } = useTranslation('layout')
  const message = useMessageApi()
  const isFullscreen = useIsFullscreen()
  const [isOpen, setIsOpen] = useState(true)
  const navbarColor = useSettingsStore((s) => s.navbarColor)
  const changeSetting = useSettingsStore((s) => s.changeSetting)
  const size = shownSize(useAppStore((s) => s.size))
  const setSize = useAppStore((s) => s.setSize)

  // The icons are decoration: each item is named by its text alone.
  const items: MenuProps['items'] = [
    {
      key: 'fullscreen',
      icon: isFullscreen ? (
        <FullscreenExitOutlined aria-hidden />
      ) : (
        <FullscreenOutlined aria-hidden />
      ),
      label: t(isFullscreen ? 'fullscreen.exit' : 'fullscreen.enter'),
    },
    {
      key: 'navbarColor',
      icon: <BgColorsOutlined aria-hidden />,
      label: t('navbarColor.label'),
      children: navbarColors.map((color) => ({
        key: `${colorKey}${color}`,
        label: (
          <span className={styles.colorOption} aria-label={t('navbarColor.option', { color })}>
            <span className={styles.colorDot} style={{ background: color }} aria-hidden />
            {color}
          </span>
        ),
      })),
    },
    {
      key: 'size',
      icon: <FontSizeOutlined aria-hidden />,
      label: t('size.label'),
      children: sizeOptions.map(({ value, labelKey }) => ({
        key: `${sizeKey}${value}`,
        label: t(labelKey),
      })),
    },
  ]

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'fullscreen') {
      if (screenfull.isEnabled) void screenfull.toggle()
      else void message.warning(t('fullscreen.unsupported'))
    } else if (key.startsWith(colorKey)) {
      const color = key.slice(colorKey.length)
      if (isNavbarColor(color)) changeSetting('navbarColor', color)
    } else if (key.startsWith(sizeKey)) {
      const chosen = offeredSize(key.slice(sizeKey.length))
      if (!chosen || chosen === size) return
      setSize(chosen)
      void message.success(t('size.switched'))
    }
  }

  return (
    <Dropdown
      menu={{
        items,
        onClick,
        selectable: true,
        selectedKeys: [`${colorKey}${navbarColor}`, `${sizeKey}${size}`],
        'aria-label': t('display.label'),
        expandIcon: submenuArrow,
      }}
      trigger={['click']}
      open={isOpen}
      onOpenChange={setIsOpen}
      autoFocus
    >
      {children}
    </Dropdown>
  )
}
