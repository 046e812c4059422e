import { Radio, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { FieldPermission } from '../../form-schema/form-schema-types'

/**
 * Read / write / hidden per field of the scheme's form at one node (§2 `fieldPermissions`): a
 * field not listed is Read, Write on Start, so only the differences are stored.
 */
export function FieldPermissionsMatrix({
  fields,
  value,
  fallback,
  onChange,
}: {
  fields: { key: string; label: string }[]
  value: Record<string, number>
  fallback: FieldPermission
  onChange: (permissions: Record<string, number>) => void
}) {
  const { t } = useTranslation('workflow-scheme')
  const set = (key: string, permission: number) => {
    const { [key]: _old, ...rest } = value
    onChange(permission === fallback ? rest : { ...rest, [key]: permission })
  }
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={fields}
      locale={{ emptyText: t('noFormFields') }}
      columns={[
        { key: 'label', dataIndex: 'label', title: t('field') },
        {
          key: 'permission',
          title: t('permission'),
          render: (_v, field: { key: string; label: string }) => (
            <Radio.Group
              aria-label={field.label}
              name={`permission-${field.key}`}
              size="small"
              value={value[field.key] ?? fallback}
              onChange={(e) => set(field.key, e.target.value as number)}
              options={[FieldPermission.Read, FieldPermission.Write, FieldPermission.Hidden].map((p) => ({ value: p, label: t(`permissions.${p}`) }))} // prettier-ignore
            />
          ),
        },
      ]}
    />
  )
}
