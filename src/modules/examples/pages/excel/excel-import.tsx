import { LoadingOutlined } from '@ant-design/icons'
import { Alert, Card, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { FileDrop } from './file-drop'
import { maxImportBytes, maxImportRows } from './import-limits'
import { ImportPreview } from './import-preview'
import { useExcelImport } from './use-excel-import'

/** Opens an .xlsx or .csv file in the browser (nothing is uploaded) and previews its first sheet. */
export function ExcelImport() {
  const { t, i18n } = useTranslation('example-excel')
  const { state, read } = useExcelImport()
  const limits = {
    maxSize: `${maxImportBytes / 1024 / 1024} MB`,
    maxRows: new Intl.NumberFormat(i18n.language).format(maxImportRows),
  }
  return (
    <Card title={t('import.title')}>
      <Flex vertical gap="middle">
        <FileDrop
          accept=".xlsx,.csv"
          label={t('import.choose')}
          hint={t('import.hint')}
          onFile={(file) => void read(file)}
        />
        {state.status === 'reading' && (
          <Alert
            type="info"
            showIcon
            icon={<LoadingOutlined />}
            title={t('import.reading', { name: state.fileName })}
          />
        )}
        {state.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={t('import.failed')}
            description={t(`problems.${state.problem}`, { name: state.fileName, ...limits })}
          />
        )}
        {state.status === 'read' && (
          <ImportPreview fileName={state.fileName} preview={state.preview} />
        )}
      </Flex>
    </Card>
  )
}
