import type { CultureName } from '../localization/culture.ts'

/** ABP `MultiTenancySides`: 1 Tenant, 2 Host, 3 Both. */
export type MultiTenancySide = 1 | 2 | 3

export type LocalizedName = Record<CultureName, string>

export interface PermissionDefinition {
  name: string
  displayName: LocalizedName
  parentName: string | null
  side: MultiTenancySide
}

export interface PermissionGroupDefinition {
  name: string
  displayName: LocalizedName
  displayNameKey: string
  displayNameResource: string
  /** Parents before their children, in definition order. */
  permissions: PermissionDefinition[]
}

type Child = [suffix: string, en: string, zh: string]

const cud: Child[] = [
  ['Create', 'Create', '新增'],
  ['Update', 'Edit', '编辑'],
  ['Delete', 'Delete', '删除'],
]
const managePermissions: Child = ['ManagePermissions', 'Change permissions', '更改权限']

function feature(
  name: string,
  en: string,
  zh: string,
  children: Child[] = [],
  side: MultiTenancySide = 3,
): PermissionDefinition[] {
  return [
    { name, displayName: { en, 'zh-Hans': zh }, parentName: null, side },
    ...children.map(([suffix, childEn, childZh]) => ({
      name: `${name}.${suffix}`,
      displayName: { en: childEn, 'zh-Hans': childZh },
      parentName: name,
      side,
    })),
  ]
}

function group(
  name: string,
  en: string,
  zh: string,
  resource: string,
  permissions: PermissionDefinition[][],
): PermissionGroupDefinition {
  return {
    name,
    displayName: { en, 'zh-Hans': zh },
    displayNameKey: `Permission:${name}`,
    displayNameResource: resource,
    permissions: permissions.flat(),
  }
}

/**
 * The permission catalogue: ABP's own (abp-api.md §4.3) and the product's (business-api.md §8),
 * with English and Chinese display names. Code-defined, as in ABP: nothing edits it at runtime.
 */
export const permissionGroups: PermissionGroupDefinition[] = [
  group('AbpIdentity', 'Identity management', '身份标识管理', 'AbpIdentity', [
    feature('AbpIdentity.Roles', 'Role management', '角色管理', [...cud, managePermissions]),
    feature('AbpIdentity.Users', 'User management', '用户管理', [...cud, managePermissions]),
    feature('AbpIdentity.UserLookup', 'User lookup', '用户查找'),
  ]),
  group('AbpTenantManagement', 'Tenant management', '租户管理', 'AbpTenantManagement', [
    feature(
      'AbpTenantManagement.Tenants',
      'Tenant management',
      '租户管理',
      [
        ...cud,
        ['ManageFeatures', 'Manage features', '管理功能'],
        ['ManageConnectionStrings', 'Manage connection strings', '管理连接字符串'],
      ],
      2,
    ),
  ]),
  group('FeatureManagement', 'Feature management', '功能管理', 'AbpFeatureManagement', [
    feature('FeatureManagement.ManageHostFeatures', 'Manage host features', '管理宿主功能', [], 2),
  ]),
  group('Organization', 'Organization', '组织机构', 'Base', [
    feature('Organization.Organize', 'Organizations', '机构管理', cud),
    feature('Organization.Position', 'Positions', '岗位管理', cud),
  ]),
  group('Ontall_MS_Base', 'Base service', '基础服务', 'Base', [
    feature('Ontall_MS_Base.AuditLogging', 'Audit logs', '审计日志'),
  ]),
  group('DataDictionary', 'Data dictionary', '数据字典', 'Base', [
    feature('DataDictionary.DataDictionary', 'Data dictionary', '数据字典', cud),
  ]),
  group('PermissionManage', 'Permissions', '权限管理', 'Base', [
    feature('PermissionManage.Permission', 'Permission definitions', '权限定义'),
  ]),
  group('Project', 'Projects', '项目管理', 'Base', [
    feature('Project.Project', 'Projects', '项目列表', cud),
    feature('Project.Htd', 'Contract sections', '合同段', [
      ...cud,
      ['ManageWorkAreas', 'Manage work areas', '管理工区'],
    ]),
    feature('Project.UserProjectPermissions', 'User project permissions', '用户项目权限', [
      ['Assign', 'Assign', '分配'],
    ]),
    feature('Project.UserHtdPermissions', 'User section permissions', '用户合同段权限', [
      ['Assign', 'Assign', '分配'],
    ]),
  ]),
  group('ClientManage', 'Clients', '客户端管理', 'Base', [
    feature('ClientManage.ApiScope', 'API scopes', 'API 范围', cud, 2),
    feature('ClientManage.ApiResource', 'API resources', 'API 资源', cud, 2),
    feature('ClientManage.Client', 'Clients', '客户端', cud, 2),
  ]),
  group('AppManage', 'Apps', '应用管理', 'Base', [
    feature('AppManage.App', 'Apps', '应用列表', cud),
    feature('AppManage.ProjectAppFolder', 'Project app folders', '项目应用分类', cud),
    feature('AppManage.ProjectApp', 'Project apps', '项目应用', cud),
  ]),
  group('SignKeyManage', 'Signing keys', '签章管理', 'Base', [
    feature('SignKeyManage.SignKey', 'Signing keys', '签章管理', [
      ...cud,
      ['ManageHolders', 'Seal holders', '用印授权'],
    ]),
  ]),
  group('Notice', 'Notices', '通知公告', 'Base', [
    feature('Notice.Notice', 'Notices', '通知公告', [...cud, ['Publish', 'Publish', '发布']]),
  ]),
  // Forms and approvals (workflow-api.md §0): everyone taking part holds Workflow.Approval (role
  // `staff`); the rest guards design, delegations of others and the monitor.
  group('Form', 'Forms', '表单管理', 'Workflow', [
    feature('Form.Form', 'Form design', '表单设计', [...cud, ['Publish', 'Publish', '发布']]),
  ]),
  group('Workflow', 'Approvals', '审批管理', 'Workflow', [
    feature('Workflow.Approval', 'Take part in approvals', '参与审批'),
    feature('Workflow.Scheme', 'Workflow schemes', '流程方案设计', [...cud, ['Publish', 'Publish', '发布']]), // prettier-ignore
    feature('Workflow.DocumentTemplate', 'Document templates', '审批文档模板', cud),
    feature('Workflow.Delegation', 'Delegations', '流程委托', cud),
    feature('Workflow.Task', 'Workflow tasks', '流程任务', [
      ['Reassign', 'Reassign', '改派'],
      ['Cancel', 'Terminate', '终止'],
      ['RegenerateDocument', 'Regenerate document', '重新生成文档'],
    ]),
  ]),
]

/** Every defined permission name, in definition order. */
export const definedPermissionNames: readonly string[] = permissionGroups.flatMap((g) =>
  g.permissions.map((p) => p.name),
)
