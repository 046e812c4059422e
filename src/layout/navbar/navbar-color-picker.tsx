import { BgColorsOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { isNavbarColor, navbarColors } from '@/stores/settings-defaults'
import { useSettingsStore } from '@/stores/settings-store'
import styles from './navbar.module.css'

/** Spec §9: the navigation-bar colour, one of five, kept with the settings. */
export function NavbarColorPicker() {
  const { t } = useTranslation('layout')
  const current = useSettingsStore((s) => s.navbarColor)
  const changeSetting = useSettingsStore((s) => s.changeSetting)
  const items: MenuProps['items'] = navbarColors.map((color) => ({
    key: color,
    label: (
      <span className={styles.colorOption} aria-label={t('navbarColor.option', { color })}>
        <span className={styles.colorDot} style={{ background: color }} aria-hidden />
        {color}
      </span>
    ),
  }))
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isNavbarColor(key)) changeSetting('navbarColor', key)
  }
  return (
    <Dropdown
      menu={{ items, onClick, selectable: true, selectedKeys: [current] }}
      trigger={['click']}
    >
      <Button type="text" icon={<BgColorsOutlined />} aria-label={t('navbarColor.label')} />
    </Dropdown>
  )
}
