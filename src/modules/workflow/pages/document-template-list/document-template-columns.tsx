import { Space, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { creationTimeColumn, dataColumn } from '@/components/crud/table-columns'
import type { DocumentTemplateDto } from '../../api/document-template-dtos'

/**
 * The document templates' columns: the scheme they serve, the base PDF's pages (or that none is
 * uploaded yet), the slots placed, and a warning when some no longer fit the pages.
 */
export function useDocumentTemplateColumns(): TableColumnsType<DocumentTemplateDto> {
  const { t } = useTranslation('workflow-document')
  return [
    dataColumn('name', t('list.name'), { sorter: true }),
    dataColumn('schemeName', t('list.scheme'), {
      width: 180,
      render: (name: string | null | undefined) => name ?? t('list.noScheme'),
    }),
    dataColumn('pageCount', t('list.pages'), {
      sorter: true,
      width: 120,
      render: (pages: number) =>
        pages === 0 ? <Tag>{t('list.noBasePdf')}</Tag> : t('list.pageCount', { count: pages }),
    }),
    dataColumn('slots', t('list.slots'), {
      width: 190,
      render: (slots: DocumentTemplateDto['slots'], row) => (
        <Space size={4} wrap>
          {t('list.slotCount', { count: slots.length })}
          {(row.misplacedSlotKeys?.length ?? 0) > 0 && (
            <Tag color="warning">
              {t('list.misplaced', { count: row.misplacedSlotKeys!.length })}
            </Tag>
          )}
        </Space>
      ),
    }),
    creationTimeColumn(t),
  ]
}
