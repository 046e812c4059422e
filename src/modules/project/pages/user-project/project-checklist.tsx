import { Checkbox, Flex, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectDto } from '@/modules/project/api/project-api'

interface ProjectChecklistProps {
  projects: readonly ProjectDto[]
  selected: readonly string[]
  held: readonly string[]
  /** The user's htd grants per held project. */
  htdCounts: ReadonlyMap<string, number>
  disabled: boolean
  onToggle: (project: ProjectDto, on: boolean) => void
  /** Shown after a held project (a link to its htd grants). */
  extra?: (project: ProjectDto) => ReactNode
}

/** Every project of the tenant, ticked where the user is (or will be, once saved) granted it. */
export function ProjectChecklist(props: ProjectChecklistProps) {
  const { projects, selected, held, htdCounts, disabled, onToggle, extra } = props
  const { t } = useTranslation('project-grant')
  return (
    <Flex vertical gap="small" role="list" aria-label={t('projects')}>
      {projects.map((project) => {
        const isTicked = selected.includes(project.id)
        const isHeld = held.includes(project.id)
        const htdCount = htdCounts.get(project.id) ?? 0
        return (
          <Flex key={project.id} role="listitem" gap="small" align="center" wrap>
            <Checkbox
              checked={isTicked}
              disabled={disabled}
              onChange={(event) => onToggle(project, event.target.checked)}
            >
              {project.projName}
            </Checkbox>
            <Typography.Text type="secondary">{project.projCode}</Typography.Text>
            {isHeld && htdCount > 0 && <Tag>{t('htdCount', { count: htdCount })}</Tag>}
            {isTicked && !isHeld && <Tag color="processing">{t('toGrant')}</Tag>}
            {!isTicked && isHeld && <Tag color="error">{t('toRemove')}</Tag>}
            {isTicked && isHeld && extra?.(project)}
          </Flex>
        )
      })}
    </Flex>
  )
}
