import { useQuery } from '@tanstack/react-query'
import { userOptionsQuery } from '@/modules/organization'
import { useSession } from '@/auth/use-session'
import { useTenantScope } from '@/query/query-scope'
import { userProjectsQuery } from '@/query/user-projects-query'
import type { PickerFieldType } from '../form-schema/form-schema-types'
import { positionOptionsQuery, workAreaOptionsQuery } from './form-runtime-api'

export interface PickerOption {
  value: string
  label: string
}

export interface PickerScope {
  /** The instance's project: the `htd` picker offers its sections only. */
  projectId?: string
  /** The section whose work areas the `workArea` picker offers (the form's `htdId`). */
  htdId?: string
}

interface PickerOptions {
  options: PickerOption[]
  isPending: boolean
  isError: boolean
}

const unique = (options: PickerOption[]) => [
  ...new Map(options.map((option) => [option.value, option])).values(),
]

/**
 * The choices of a picker field (§1), from lists a signed-in user may read without any
 * management permission: users (`/api/identity/users/list`), positions (`/position/list`), the
 * caller's own projects and sections (`/htd/by-user/{me}`), a section's work areas
 * (`/work-area/list?htdId=`). Organisations and dictionaries have their own selects. Only the
 * list the type needs is fetched (the others' queries stay off).
 */
export function usePickerOptions(type: PickerFieldType, scope: PickerScope): PickerOptions {
  const tenant = useTenantScope()
  const userId = useSession().getIdentity()?.userId ?? ''
  const users = useQuery({ ...userOptionsQuery(tenant), enabled: type === 'user' })
  const positions = useQuery({ ...positionOptionsQuery(tenant), enabled: type === 'position' })
  const grants = useQuery({
    ...userProjectsQuery(tenant, userId),
    enabled: (type === 'project' || type === 'htd') && userId !== '',
  })
  const htdId = type === 'workArea' ? (scope.htdId ?? '') : ''
  const workAreas = useQuery(workAreaOptionsQuery(tenant, htdId))

  switch (type) {
    case 'user':
      return {
        options: (users.data ?? [])
          .filter((user) => user.isActive !== false)
          .map((user) => {
            const name = [user.name, user.surname].filter(Boolean).join(' ')
            return { value: user.id, label: name ? `${name} (${user.userName})` : user.userName }
          }),
        isPending: users.isPending,
        isError: users.isError,
      }
    case 'position':
      return {
        options: (positions.data ?? []).map((position) => ({
          value: position.id,
          label: position.name,
        })),
        isPending: positions.isPending,
        isError: positions.isError,
      }
    case 'project':
    case 'htd': {
      const assignments = grants.data ?? []
      const options =
        type === 'project'
          ? assignments.map(({ project }) => ({ value: project.id, label: project.projName }))
          : assignments
              .filter(({ project }) => !scope.projectId || project.id === scope.projectId)
              .flatMap(({ project, htd }) =>
                // A project-wide grant covers its every section; a section grant that one.
                (htd ? [htd] : project.htds).map((section) => ({
                  value: section.id,
                  label: scope.projectId
                    ? section.htdName
                    : `${project.projName} · ${section.htdName}`,
                })),
              )
      return { options: unique(options), isPending: grants.isPending, isError: grants.isError }
    }
    case 'workArea':
      return {
        options: (workAreas.data ?? []).map((area) => ({
          value: area.id,
          label: `${area.name} (${area.code})`,
        })),
        isPending: htdId !== '' && workAreas.isPending,
        isError: workAreas.isError,
      }
    case 'organization':
      return { options: [], isPending: false, isError: false }
  }
}
