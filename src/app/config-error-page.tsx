import { useTranslation } from 'react-i18next'
import styles from '@/components/route-error-page.module.css'

/**
 * Settings that cannot work (e.g. redirect sign-in without a provider): say which, instead of a
 * white screen or sending users to a development default. Plain markup, no UI library.
 */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  const { t } = useTranslation('app')
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>{t('configError.title')}</h1>
      <p className={styles.detail}>{t('configError.text')}</p>
      <ul className={styles.detail}>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
    </main>
  )
}
