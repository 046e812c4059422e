import type { Dayjs } from 'dayjs'
import type { ProjectCreateDto, ProjectDto } from '@/modules/project/api/project-api'
import { fromAbpDateTime, toAbpDate } from '@/utils/abp-date'

/** The project dialog's values: dates as dayjs for the pickers. */
export interface ProjectFormValues extends Omit<ProjectCreateDto, 'startDate' | 'endDate'> {
  startDate?: Dayjs | null
  endDate?: Dayjs | null
}

/** A new project starts as the server would make it (status `Preparing`, sort 0). */
export const newProjectValues: Partial<ProjectFormValues> = { status: 'Preparing', sort: 0 }

export function toProjectForm(row: ProjectDto): ProjectFormValues {
  return {
    projName: row.projName,
    projCode: row.projCode,
    projType: row.projType,
    status: row.status,
    sort: row.sort,
    startDate: fromAbpDateTime(row.startDate),
    endDate: fromAbpDateTime(row.endDate),
    location: row.location,
    ownerOrgId: row.ownerOrgId,
    constructorOrgId: row.constructorOrgId,
    description: row.description,
  }
}

const orNull = (text: string | null | undefined) => text?.trim() || null

/** What the server gets: every editable field, empty optional values as null (§0.4). */
export function toProjectInput(values: ProjectFormValues): ProjectCreateDto {
  return {
    projName: values.projName.trim(),
    projCode: values.projCode.trim(),
    projType: values.projType || null,
    status: values.status || null,
    sort: values.sort ?? 0,
    startDate: toAbpDate(values.startDate),
    endDate: toAbpDate(values.endDate),
    location: orNull(values.location),
    ownerOrgId: values.ownerOrgId || null,
    constructorOrgId: values.constructorOrgId || null,
    description: orNull(values.description),
  }
}
