import { Card, Flex, Typography } from 'antd'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ExamplePage } from '../example-page'
import { useSampleColumnTitles } from '../sample-data/sample-columns'
import { createSampleRecords } from '../sample-data/sample-records'
import { SampleTable } from '../sample-data/sample-table'
import { buildZipEntries } from './zip-rules'
import { ZipExportForm } from './zip-export-form'

/** Export the table as text files in a .zip (fflate, loaded when Export is clicked). */
export default function ZipPage() {
  const { t } = useTranslation(['example-zip', 'example-sample'])
  const rows = useMemo(() => createSampleRecords(20), [])
  const titles = useSampleColumnTitles()
  const contentsId = useId()
  const entries = useMemo(
    () =>
      buildZipEntries(rows, {
        titles,
        readme: t('readme', { count: rows.length }),
        sectionHeading: (section, count) => t('sectionHeading', { section, count }),
      }),
    [rows, titles, t],
  )
  return (
    <ExamplePage titleKey="exampleZip" intro={t('intro')}>
      <Card title={t('export.title')}>
        <Flex vertical gap="middle">
          <ZipExportForm entries={entries} />
          <div>
            <Typography.Text id={contentsId}>{t('contents')}</Typography.Text>
            <ul aria-labelledby={contentsId} style={{ margin: '4px 0 0' }}>
              {Object.keys(entries).map((name) => (
                <li key={name}>
                  <Typography.Text code>{name}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
          <SampleTable rows={rows} />
        </Flex>
      </Card>
    </ExamplePage>
  )
}
