import { orgTypeCodes, type OrgType } from '@/modules/organization'

const { company, organisation, supplier } = orgTypeCodes

/**
 * The organisation types a project's owner (建设单位) and constructor (施工单位) may be:
 * companies only, as the Projects page's picker reads them (business-api.md §11,
 * `organization/list?orgTypes=1`). A department or a supplier is never a party to a project.
 */
export const projectUnitTypes: readonly OrgType[] = [company]

/**
 * A section's contractor (施工单位) and supervisor (监理单位): every type but a department. A
 * project office (项目经理部, 项目监理部) is often set up as an organisation and signs for its
 * company on site, and a supplier may hold a supply contract section; a department (工程部,
 * 财务部) is a part of a unit, never a party to a contract.
 */
export const sectionUnitTypes: readonly OrgType[] = [company, organisation, supplier]
