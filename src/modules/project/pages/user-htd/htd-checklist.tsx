import { Checkbox, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { HtdDto } from '@/modules/project/api/htd-api'
import type { ProjectAccess } from '../grants/grant-rules'

interface HtdChecklistProps {
  projectName: string
  htds: readonly HtdDto[]
  access: ProjectAccess
  /** The project grant may change (needs User project permissions' `.Assign`). */
  canChangeProject: boolean
  /** The htd grants may change (the project is held or may be granted). */
  canChangeHtds: boolean
  onProject: (on: boolean) => void
  onHtd: (htdId: string, on: boolean) => void
}

/** The project grant, and under it every htd of the project, ticked where granted. */
export function HtdChecklist(props: HtdChecklistProps) {
  const { projectName, htds, access, canChangeProject, canChangeHtds, onProject, onHtd } = props
  const { t } = useTranslation('project-grant')
  return (
    <Flex vertical gap="small">
      <Checkbox
        checked={access.hasProject}
        disabled={!canChangeProject}
        onChange={(event) => onProject(event.target.checked)}
      >
        {t('projectAccess', { project: projectName })}
      </Checkbox>
      <Flex
        vertical
        gap="small"
        role="group"
        aria-label={t('htdsOf', { project: projectName })}
        style={{ paddingInlineStart: 24 }}
      >
        {htds.length === 0 && (
          <Typography.Text type="secondary">{t('projectHasNoHtd')}</Typography.Text>
        )}
        {htds.map((htd) => (
          <Checkbox
            key={htd.id}
            checked={access.htdIds.includes(htd.id)}
            disabled={!canChangeHtds}
            onChange={(event) => onHtd(htd.id, event.target.checked)}
          >
            {htd.htdName} <Typography.Text type="secondary">{htd.htdCode}</Typography.Text>
          </Checkbox>
        ))}
      </Flex>
    </Flex>
  )
}
