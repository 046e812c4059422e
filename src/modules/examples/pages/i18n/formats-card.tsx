import { Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buildFormatSamples, type FormatSample } from './format-samples-rules'

/**
 * The spec §9 formatters at work, each row naming the call and its module. Recomputed when the
 * language changes (`t` changes), so the worded results switch with the labels.
 */
export function FormatsCard() {
  const { t, i18n } = useTranslation(['example-i18n', 'common'])
  // One clock for the card: the relative times stay put while the user reads them.
  const [now] = useState(() => Date.now())
  const samples = useMemo(() => buildFormatSamples(t, now), [t, now])

  const columns: TableColumnsType<FormatSample> = [
    { key: 'label', title: t('formats.sample'), render: (_, s) => t(s.labelKey) },
    {
      key: 'call',
      title: t('formats.formatter'),
      render: (_, s) => (
        <Flex vertical align="start">
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {s.call}
          </Typography.Text>
          <Typography.Text type="secondary">{s.module}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'value',
      title: t('formats.result'),
      render: (_, s) => (
        <>
          <span lang={i18n.language}>{s.value}</span>{' '}
          {s.isTranslated && <Tag color="blue">{t('formats.translated')}</Tag>}
        </>
      ),
    },
  ]

  return (
    <Card title={t('formats.title')}>
      <Table<FormatSample>
        size="small"
        rowKey="labelKey"
        columns={columns}
        dataSource={samples}
        pagination={false}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('formats.note')}
      </Typography.Paragraph>
    </Card>
  )
}
