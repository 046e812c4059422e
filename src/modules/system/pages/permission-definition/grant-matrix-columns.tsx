import { CheckOutlined, EditOutlined, MinusOutlined } from '@ant-design/icons'
import { Button, Table, theme, type TableColumnsType } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  GrantMatrixDto,
  PermissionDefinitionDto,
} from '@/modules/system/api/permission-definition-api'
import { indentByDepth } from './definition-columns'
import { isGrantedTo } from './permission-definition-rules'
import hidden from '@/styles/visually-hidden.module.css'

/**
 * The matrix's columns: the permission (fixed on the left), then one per role with a check or a
 * dash, each with its text for screen readers.
 */
export function useGrantMatrixColumns(
  matrix: GrantMatrixDto | undefined,
): TableColumnsType<PermissionDefinitionDto> {
  const { t } = useTranslation('permission-definition')
  const { token } = theme.useToken()
  const granted = t('granted')
  const notGranted = t('notGranted')

  const roleColumns: TableColumnsType<PermissionDefinitionDto> = (matrix?.providers ?? []).map(
    (role) => ({
      key: `role:${role.key}`,
      title: role.displayName,
      align: 'center',
      width: 130,
      render: (_: unknown, row: PermissionDefinitionDto) =>
        isGrantedTo(matrix!, row.name, role.key) ? (
          <span style={{ position: 'relative' }} title={granted}>
            <CheckOutlined aria-hidden style={{ color: token.colorSuccess }} />
            <span className={hidden.visuallyHidden}>{granted}</span>
          </span>
        ) : (
          <span
            style={{ position: 'relative', color: token.colorTextQuaternary }}
            title={notGranted}
          >
            <MinusOutlined aria-hidden />
            <span className={hidden.visuallyHidden}>{notGranted}</span>
          </span>
        ),
    }),
  )

  return [
    {
      key: 'permission',
      dataIndex: 'displayName',
      title: t('permission'),
      fixed: 'left',
      width: 240,
      onCell: (row) => ({ ...indentByDepth(row), title: row.name }),
    },
    ...roleColumns,
  ]
}

/**
 * A row kept above the permissions, under the header: "Edit grants" above each role's column.
 * (A button in a column title would be copied into the table's hidden measuring row.)
 */
export function editGrantsRow(
  matrix: GrantMatrixDto,
  label: (role: string) => { text: string; name: string },
  onEdit: (role: string) => void,
): ReactNode {
  return (
    <Table.Summary fixed="top">
      <Table.Summary.Row>
        <Table.Summary.Cell index={0} />
        {matrix.providers.map((role, index) => (
          <Table.Summary.Cell key={role.key} index={index + 1} align="center">
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={label(role.displayName).name}
              onClick={() => onEdit(role.key)}
            >
              {label(role.displayName).text}
            </Button>
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  )
}
