import { Alert, Button, Flex, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { fieldValueText } from './field-value-text'
import styles from './stale-record-notice.module.css'
import type { StaleRecord } from './use-stale-record'
import { valueLabelsOf } from './value-labels'

export interface StaleRecordNoticeProps {
  stale: StaleRecord
  /** The form: its controls' labels of values (useValueLabel); Save mine submits it. */
  form: FormInstance
  /** The form's name: its fields' ids are `<form name>_<field>` (their labels, their controls). */
  formName: string
  saving: boolean
}

/** A field's label as the form shows it (antd's label names its control's id); else its name. */
function fieldLabel(formName: string, name: string): string {
  const label = document.querySelector(`label[for="${formName}_${name}"]`)
  return label?.textContent?.trim() || name
}

/**
 * What a stale save tells (an alert, read out when it appears): someone else saved the record;
 * the user's values stay in the form; per field the server changed, its saved value beside the
 * user's (labels of selects where the control gives them); and the two ways on: save mine again,
 * or use the saved values. Loaded only when a save was refused as stale.
 */
export default function StaleRecordNotice(props: StaleRecordNoticeProps) {
  const { stale, form, formName, saving } = props
  const { t } = useTranslation('crud')
  const { conflicts } = stale
  if (!conflicts) {
    return <Alert type="warning" showIcon title={t('staleRecord')} className={styles.notice} />
  }
  const words = { yes: t('yes'), no: t('no'), empty: t('staleEmpty') }
  const labels = valueLabelsOf(form)
  const text = (name: string, value: unknown) =>
    fieldValueText(value, words, (v) => labels.get(`${formName}_${name}`)?.(v))

  return (
    <Alert
      type="warning"
      showIcon
      className={styles.notice}
      title={t(conflicts.length ? 'staleChanged' : 'staleNoFieldChanged')}
      description={
        <Flex vertical gap="small">
          {conflicts.length > 0 && (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('staleField')}</th>
                  <th scope="col">{t('staleTheirs')}</th>
                  <th scope="col">{t('staleMine')}</th>
                </tr>
              </thead>
              <tbody>
                {conflicts.map(({ name, server, mine }) => (
                  <tr key={name}>
                    <th scope="row">{fieldLabel(formName, name)}</th>
                    <td>{text(name, server)}</td>
                    <td>{text(name, mine)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Flex gap="small" wrap>
            <Button type="primary" size="small" loading={saving} onClick={() => form.submit()}>
              {t('staleSaveMine')}
            </Button>
            <Button size="small" disabled={saving} onClick={stale.takeServer}>
              {t('staleTakeTheirs')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  )
}
