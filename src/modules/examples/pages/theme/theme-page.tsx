import { useTranslation } from 'react-i18next'
import { ExamplePage } from '../example-page'
import { ThemeControls } from './theme-controls'
import { ThemeSampleForm } from './theme-sample-form'
import { ThemeSampleTable } from './theme-sample-table'
import { SampleGroup, ThemeSamples } from './theme-samples'
import styles from './theme-page.module.css'

/**
 * antd components as they look in the current theme colour and mode. Nothing here styles them:
 * the app's ConfigProvider derives antd's tokens from the settings store, so they follow the
 * settings drawer (or the shortcuts above them) at once.
 */
export default function ThemePage() {
  const { t } = useTranslation(['example-theme', 'route'])
  return (
    <ExamplePage titleKey="exampleTheme" intro={t('intro')}>
      <ThemeControls />
      <div className={styles.grid}>
        <ThemeSamples />
        <SampleGroup title={t('form.title')}>
          <ThemeSampleForm />
        </SampleGroup>
        <div className={styles.wide}>
          <SampleGroup title={t('table.title')}>
            <ThemeSampleTable />
          </SampleGroup>
        </div>
      </div>
    </ExamplePage>
  )
}
