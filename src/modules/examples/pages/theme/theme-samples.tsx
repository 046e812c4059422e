import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  MinusCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons'
import { Alert, Button, Flex, Progress, Tag } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './theme-page.module.css'

const presetTags = ['blue', 'green', 'gold', 'red', 'purple'] as const
const statusTags = [
  ['success', <CheckCircleOutlined key="icon" />],
  ['processing', <SyncOutlined key="icon" spin />],
  ['warning', <ExclamationCircleOutlined key="icon" />],
  ['error', <CloseCircleOutlined key="icon" />],
  ['default', <MinusCircleOutlined key="icon" />],
] as const

/** A titled group of samples. */
export function SampleGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.group}>
      <h4 className={styles.groupTitle}>{title}</h4>
      {children}
    </section>
  )
}

/** Buttons of each type, preset and status tags, an alert and a progress bar. */
export function ThemeSamples() {
  const { t } = useTranslation('example-theme')
  return (
    <>
      <SampleGroup title={t('buttons.title')}>
        <Flex wrap gap="small">
          <Button type="primary">{t('buttons.primary')}</Button>
          <Button>{t('buttons.default')}</Button>
          <Button type="dashed">{t('buttons.dashed')}</Button>
          <Button danger>{t('buttons.danger')}</Button>
          <Button type="link">{t('buttons.link')}</Button>
        </Flex>
      </SampleGroup>
      <SampleGroup title={t('tags.title')}>
        <Flex wrap gap="small">
          {presetTags.map((color) => (
            <Tag key={color} color={color}>
              {t(`tags.${color}`)}
            </Tag>
          ))}
        </Flex>
        <Flex wrap gap="small">
          {statusTags.map(([status, icon]) => (
            <Tag key={status} color={status} icon={icon}>
              {t(`tags.${status}`)}
            </Tag>
          ))}
        </Flex>
      </SampleGroup>
      <SampleGroup title={t('feedback.title')}>
        <Alert type="info" showIcon title={t('feedback.alert')} />
        <Progress percent={68} aria-label={t('feedback.progress')} />
      </SampleGroup>
    </>
  )
}
