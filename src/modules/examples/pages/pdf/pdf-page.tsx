import { PrinterOutlined } from '@ant-design/icons'
import { Button, Flex, Typography } from 'antd'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/utils/amount-format'
import { ExamplePage } from '../example-page'
import { createSampleRecords } from '../sample-data/sample-records'
import { DeliveryTable } from './delivery-table'
import { buildDeliveryReport } from './pdf-rules'
import { ReportSummary } from './report-summary'
import styles from './pdf-page.module.css'
import printStyles from './pdf-print.module.css'

const project = '城北污水处理厂扩建工程'
/** 60 deliveries of one section: about three A4 pages with the summary. */
const report = buildDeliveryReport(createSampleRecords(400), 'A1 标段', 60)

/**
 * While this page is shown, its print rules apply (pdf-print.module.css): set on the root element,
 * since they hide the layout's chrome. Effects stop when the page is closed or hidden in the page
 * cache, so printing any other page is left alone.
 */
function usePrintDocument() {
  useEffect(() => {
    document.documentElement.setAttribute('data-print-document', '')
    return () => document.documentElement.removeAttribute('data-print-document')
  }, [])
}

/** A delivery summary report printed with the browser's own print dialog (or saved as PDF). */
export default function PdfPage() {
  const { t } = useTranslation(['example-pdf', 'route'])
  usePrintDocument()
  const titleId = useId()
  return (
    <ExamplePage titleKey="examplePdf" intro={t('intro')}>
      <Flex wrap gap="small" align="center">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Typography.Text type="secondary">{t('printHint')}</Typography.Text>
      </Flex>
      <article className={`${styles.document} ${printStyles.reportPage}`} aria-labelledby={titleId}>
        <header className={styles.titleBlock}>
          <div>
            <h4 id={titleId} className={styles.title}>
              {t('title')}
            </h4>
            <div>{`${project} · ${report.section}`}</div>
          </div>
          <dl className={styles.facts}>
            <dt>{t('facts.number')}</dt>
            <dd>{`DR-${report.from.replaceAll('-', '')}-A1`}</dd>
            <dt>{t('facts.period')}</dt>
            <dd>{t('facts.range', { from: report.from, to: report.to })}</dd>
            <dt>{t('facts.total')}</dt>
            <dd>{formatAmount(report.totalAmount)}</dd>
          </dl>
        </header>
        <DeliveryTable report={report} />
        <ReportSummary report={report} />
      </article>
    </ExamplePage>
  )
}
