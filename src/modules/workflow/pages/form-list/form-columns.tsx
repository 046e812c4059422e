import { Space, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { creationTimeColumn, dataColumn } from '@/components/crud/table-columns'
import { useDictionaryTags } from '@/modules/system'
import { FormStatus, type FormDto } from '../../api/form-dtos'

const statusColours: Record<FormStatus, string | undefined> = {
  [FormStatus.Draft]: undefined,
  [FormStatus.Published]: 'success',
  [FormStatus.Disabled]: 'default',
}

/** The form list's columns: the published version beside a mark for unpublished changes. */
export function useFormColumns(): TableColumnsType<FormDto> {
  const { t } = useTranslation('workflow-form')
  const category = useDictionaryTags('WorkflowCategory')
  return [
    dataColumn('name', t('name'), { sorter: true }),
    dataColumn('code', t('code'), { sorter: true, width: 160 }),
    dataColumn('category', t('category'), { width: 120, render: category }),
    dataColumn('status', t('status'), {
      sorter: true,
      width: 100,
      render: (status: FormStatus) => <Tag color={statusColours[status]}>{t(`statuses.${status}`)}</Tag>, // prettier-ignore
    }),
    dataColumn('publishedVersion', t('publishedVersion'), {
      width: 150,
      render: (version: number | null, row) => (
        <Space size={4} wrap>
          {version === null ? t('never') : t('versionN', { version })}
          {row.hasUnpublishedChanges && <Tag color="warning">{t('unpublishedChanges')}</Tag>}
        </Space>
      ),
    }),
    creationTimeColumn(t),
  ]
}
