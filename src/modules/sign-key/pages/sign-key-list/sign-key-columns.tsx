import type { TableColumnsType } from 'antd'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { AuthenticatedImage } from '@/components/authenticated-image/authenticated-image'
import { dataColumn, flagTag } from '@/components/crud/table-columns'
import { formatDateTime } from '@/utils/date-format'
import { fetchSignKeyImage } from '@/modules/sign-key/api/sign-key-api'
import type { SignKeyDto, SignKeyKind } from '@/modules/sign-key/api/sign-key-dtos'
import { imageSizeText, ownerText } from '@/modules/sign-key/sign-key-rules'

const kindColors: Record<SignKeyKind, string> = { 1: 'blue', 2: 'red', 3: 'volcano' }

/**
 * The list's columns; sortable ones are the server's whitelist (§5). The thumbnail loads when its
 * row comes into view and opens the large preview.
 */
export function useSignKeyColumns(
  showKind: boolean,
  onPreview: (image: Blob) => void,
): TableColumnsType<SignKeyDto> {
  const { t } = useTranslation('sign-key')
  return [
    {
      key: 'image',
      title: t('image'),
      width: 72,
      render: (_: unknown, row: SignKeyDto) => (
        <AuthenticatedImage
          cacheKey={row.imageHash}
          fetch={() => fetchSignKeyImage(row.id)}
          alt={t('previewOf', { name: row.name })}
          onOpen={onPreview}
          failedText={t('imageFailed')}
        />
      ),
    },
    ...(showKind
      ? [
          dataColumn<SignKeyDto>('kind', t('kind'), {
            sorter: true,
            width: 150,
            render: (kind: SignKeyKind) => <Tag color={kindColors[kind]}>{t(`kinds.${kind}`)}</Tag>,
          }),
        ]
      : []),
    dataColumn('name', t('name'), { sorter: true }),
    {
      key: 'owner',
      title: t('owner'),
      render: (_: unknown, row: SignKeyDto) => ownerText(row),
    },
    dataColumn('enabled', t('enabled'), {
      width: 90,
      render: flagTag(t, 'success', { yes: 'on', no: 'off' }),
    }),
    {
      key: 'imageSize',
      title: t('imageSize'),
      width: 150,
      render: (_: unknown, row: SignKeyDto) => imageSizeText(row),
    },
    dataColumn('imageUpdateTime', t('imageUpdateTime'), {
      sorter: true,
      width: 170,
      render: (time: string) => formatDateTime(time),
    }),
    dataColumn('imageUploaderName', t('imageUploader'), { width: 120 }),
  ]
}
