import { Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { UserProjectAssignmentDto } from '@/api/session/user-projects-api'
import { groupProjects } from '@/stores/project-rules'

interface UserProjectButtonsProps {
  user: string
  assignments: readonly UserProjectAssignmentDto[]
  selectedId: string
  onSelect: (projectId: string) => void
}

/** The user's projects as `htd/by-user` tells them (by sort), with their htd counts: pick one. */
export function UserProjectButtons({
  user,
  assignments,
  selectedId,
  onSelect,
}: UserProjectButtonsProps) {
  const { t } = useTranslation('project-grant')
  const projects = groupProjects(assignments)
  return (
    <Flex gap="small" align="center" wrap>
      <Typography.Text>{t('projectsOfUser', { user })}</Typography.Text>
      {projects.length === 0 && <Typography.Text type="secondary">{t('none')}</Typography.Text>}
      {projects.map((project) => (
        <Button
          key={project.id}
          size="small"
          type={project.id === selectedId ? 'primary' : 'default'}
          aria-pressed={project.id === selectedId}
          onClick={() => onSelect(project.id)}
        >
          {project.projName} · {t('htdCount', { count: project.htds.length })}
        </Button>
      ))}
    </Flex>
  )
}
