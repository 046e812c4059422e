import type { CultureName } from './culture.ts'
import { formatText } from './error-texts.ts'
import { workflowErrorTexts } from './workflow-error-texts.ts'

type Texts = Record<CultureName, string>

/**
 * Business error texts by code: business-api.md §9 (the areas served so far) and ABP Identity's
 * codes (abp-api.md §2.5). `{0}`, `{1}` come from the error's `data`.
 */
const texts = {
  'Base:DuplicateOrganizationName': {
    en: "An organization named '{0}' already exists under the same parent.",
    'zh-Hans': '同一上级下已存在名为“{0}”的机构。',
  },
  'Base:OrganizationParentCycle': {
    en: 'An organization cannot be moved under itself or one of its descendants.',
    'zh-Hans': '不能将机构移动到其自身或其下级机构之下。',
  },
  'Base:OrganizationMaxDepth': {
    en: 'Organizations can be nested at most {0} levels deep.',
    'zh-Hans': '机构层级不能超过{0}级。',
  },
  'Base:DepartmentNeedsParent': {
    en: 'A department must have a parent organization.',
    'zh-Hans': '部门必须有上级机构。',
  },
  'Base:OrganizationHasChildren': {
    en: "Organization '{0}' has child organizations and cannot be deleted.",
    'zh-Hans': '机构“{0}”存在下级机构，不能删除。',
  },
  'Base:OrganizationHasUsers': {
    en: "Organization '{0}' still has {1} user(s) and cannot be deleted.",
    'zh-Hans': '机构“{0}”下还有{1}个用户，不能删除。',
  },
  'Base:OrganizationInUse': {
    en: "Organization '{0}' is used by projects, contract sections or seals and cannot be deleted.",
    'zh-Hans': '机构“{0}”已被项目、合同段或印章引用，不能删除。',
  },
  'Base:OrganizationDisabled': {
    en: "Organization '{0}' is disabled.",
    'zh-Hans': '机构“{0}”已停用。',
  },
  'Base:DuplicatePositionName': {
    en: "Position '{0}' already exists.",
    'zh-Hans': '岗位“{0}”已存在。',
  },
  'Base:PositionInUse': {
    en: "Position '{0}' is held by {1} user(s) and cannot be deleted.",
    'zh-Hans': '岗位“{0}”已分配给{1}个用户，不能删除。',
  },
  'Base:PositionDisabled': { en: "Position '{0}' is disabled.", 'zh-Hans': '岗位“{0}”已停用。' },
  'Base:DuplicateDictionaryName': {
    en: "Dictionary '{0}' already exists.",
    'zh-Hans': '字典“{0}”已存在。',
  },
  'Base:DuplicateDictionaryDetailLabel': {
    en: "Label '{0}' already exists in this dictionary.",
    'zh-Hans': '该字典中已存在标签“{0}”。',
  },
  'Base:DuplicateDictionaryDetailValue': {
    en: "Value '{0}' already exists in this dictionary.",
    'zh-Hans': '该字典中已存在值“{0}”。',
  },
  'Base:StaticDictionary': {
    en: "Dictionary '{0}' is used by the system: it cannot be renamed or deleted, and its values cannot be changed or deleted.",
    'zh-Hans': '字典“{0}”为系统字典，不能重命名或删除，其值不能修改或删除。',
  },
  'Base:UnknownDictionaryValue': {
    en: "'{1}' is not a valid value of dictionary '{0}'.",
    'zh-Hans': '“{1}”不是字典“{0}”的有效值。',
  },
  'Base:DuplicateProjectName': {
    en: "Project '{0}' already exists.",
    'zh-Hans': '项目“{0}”已存在。',
  },
  'Base:DuplicateProjectCode': {
    en: "Project code '{0}' already exists.",
    'zh-Hans': '项目编号“{0}”已存在。',
  },
  'Base:ProjectHasHtds': {
    en: "Project '{0}' has contract sections and cannot be deleted.",
    'zh-Hans': '项目“{0}”下存在合同段，不能删除。',
  },
  'Base:DuplicateHtdName': {
    en: "Contract section '{0}' already exists in this project.",
    'zh-Hans': '本项目已存在合同段“{0}”。',
  },
  'Base:DuplicateHtdCode': {
    en: "Contract section code '{0}' already exists in this project.",
    'zh-Hans': '本项目已存在合同段编号“{0}”。',
  },
  'Base:HtdHasWorkAreas': {
    en: "Contract section '{0}' has work areas and cannot be deleted.",
    'zh-Hans': '合同段“{0}”下存在工区，不能删除。',
  },
  'Base:DuplicateWorkAreaName': {
    en: "Work area '{0}' already exists in this contract section.",
    'zh-Hans': '本合同段已存在工区“{0}”。',
  },
  'Base:DuplicateWorkAreaCode': {
    en: "Work area code '{0}' already exists in this contract section.",
    'zh-Hans': '本合同段已存在工区编号“{0}”。',
  },
  'Base:UserNotInProject': {
    en: "User '{0}' has no access to project '{1}'; grant the project first.",
    'zh-Hans': '用户“{0}”没有项目“{1}”的权限，请先分配项目权限。',
  },
  'Base:HtdNotInProject': {
    en: "Contract section '{0}' does not belong to project '{1}'.",
    'zh-Hans': '合同段“{0}”不属于项目“{1}”。',
  },
  'Base:DuplicateAppName': { en: "App '{0}' already exists.", 'zh-Hans': '应用“{0}”已存在。' },
  'Base:DuplicateAppCode': {
    en: "App code '{0}' already exists.",
    'zh-Hans': '应用编码“{0}”已存在。',
  },
  'Base:AppInUse': {
    en: "App '{0}' is placed in {1} project(s) and cannot be deleted; disable it instead.",
    'zh-Hans': '应用“{0}”已被{1}个项目使用，不能删除，请改为停用。',
  },
  'Base:AppDisabled': { en: "App '{0}' is disabled.", 'zh-Hans': '应用“{0}”已停用。' },
  'Base:AppNotAvailable': {
    en: "App '{0}' is not available in this project.",
    'zh-Hans': '应用“{0}”未在本项目中启用。',
  },
  'Base:InvalidLaunchCode': {
    en: 'The launch code is invalid or has expired.',
    'zh-Hans': '启动码无效或已过期。',
  },
  'Base:DuplicateFolderName': {
    en: "A folder named '{0}' already exists here.",
    'zh-Hans': '此处已存在名为“{0}”的分类。',
  },
  'Base:FolderParentCycle': {
    en: 'A folder cannot be moved under itself or one of its sub-folders.',
    'zh-Hans': '不能将分类移动到其自身或其子分类之下。',
  },
  'Base:FolderMaxDepth': {
    en: 'Folders can be nested at most {0} levels deep.',
    'zh-Hans': '分类层级不能超过{0}级。',
  },
  'Base:FolderProjectMismatch': {
    en: 'The folder belongs to another project.',
    'zh-Hans': '该分类属于其他项目。',
  },
  'Base:FolderNotEmpty': {
    en: "Folder '{0}' contains sub-folders or apps and cannot be deleted.",
    'zh-Hans': '分类“{0}”下存在子分类或应用，不能删除。',
  },
  'Base:ProjectAppDuplicate': {
    en: "App '{0}' is already placed in this project.",
    'zh-Hans': '应用“{0}”已添加到本项目。',
  },
  'Base:DuplicateUserSignature': {
    en: "User '{0}' already has a signature.",
    'zh-Hans': '用户“{0}”已有签名。',
  },
  'Base:DuplicateSeal': {
    en: "A seal named '{0}' already exists for this organization here.",
    'zh-Hans': '该单位在此已有名为“{0}”的印章。',
  },
  'Base:NoticeNotEditable': {
    en: 'Only draft or withdrawn notices can be edited.',
    'zh-Hans': '只能编辑草稿或已撤回的通知。',
  },
  'Base:NoticeNotPublished': { en: 'The notice is not published.', 'zh-Hans': '该通知未发布。' },
  'Base:TodoManagedBySource': {
    en: 'This to-do is managed by its source and cannot be changed here.',
    'zh-Hans': '该待办由来源业务管理，不能在此修改。',
  },
  'IdentityServer:DuplicateApiResourceName': {
    en: "An API resource named '{0}' already exists.",
    'zh-Hans': '名为“{0}”的 API 资源已存在。',
  },
  'IdentityServer:DuplicateClientId': {
    en: "A client with the client id '{0}' already exists.",
    'zh-Hans': '客户端标识“{0}”已存在。',
  },
  'IdentityServer:DuplicateApiScopeName': {
    en: "An API scope named '{0}' already exists.",
    'zh-Hans': '名为“{0}”的 API 作用域已存在。',
  },
  'IdentityServer:DuplicateIdentityResourceName': {
    en: "An identity resource named '{0}' already exists.",
    'zh-Hans': '名为“{0}”的身份资源已存在。',
  },
  // ABP's own text (Volo.Abp.TenantManagement), `{0}` the name.
  'Volo.Abp.TenantManagement:DuplicateTenantName': {
    en: 'Tenant name already exists: {0}',
    'zh-Hans': '租户名称已存在: {0}',
  },
  'Volo.Abp.Identity:DuplicateUserName': {
    en: "Username '{0}' is already taken.",
    'zh-Hans': "用户名 '{0}' 已被使用.",
  },
  'Volo.Abp.Identity:DuplicateEmail': {
    en: "Email '{0}' is already taken.",
    'zh-Hans': "邮箱 '{0}' 已被使用.",
  },
  'Volo.Abp.Identity:DuplicateRoleName': {
    en: "Role name '{0}' is already taken.",
    'zh-Hans': "角色名 '{0}' 已被使用.",
  },
  'Volo.Abp.Identity:InvalidUserName': {
    en: "Username '{0}' is invalid, can only contain letters or digits.",
    'zh-Hans': "用户名 '{0}' 无效, 只能包含字母或数字.",
  },
  'Volo.Abp.Identity:PasswordTooShort': {
    en: 'Passwords must be at least {0} characters.',
    'zh-Hans': '密码至少为{0}个字符.',
  },
  'Volo.Abp.Identity:PasswordRequiresNonAlphanumeric': {
    en: 'Passwords must have at least one non alphanumeric character.',
    'zh-Hans': '密码必须至少包含一个非字母数字字符.',
  },
  'Volo.Abp.Identity:PasswordRequiresDigit': {
    en: "Passwords must have at least one digit ('0'-'9').",
    'zh-Hans': "密码必须至少包含一个数字('0'-'9').",
  },
  'Volo.Abp.Identity:PasswordRequiresUpper': {
    en: "Passwords must have at least one uppercase ('A'-'Z').",
    'zh-Hans': "密码必须至少包含一个大写字母('A'-'Z').",
  },
  'Volo.Abp.Identity:PasswordRequiresLower': {
    en: "Passwords must have at least one lowercase ('a'-'z').",
    'zh-Hans': "密码必须至少包含一个小写字母('a'-'z').",
  },
  'Volo.Abp.Identity:PasswordMismatch': {
    en: 'Incorrect password.',
    'zh-Hans': '密码错误.',
  },
  'Volo.Abp.Identity:ConcurrencyFailure': {
    en: "Optimistic concurrency check has been failed. The entity you're working on has modified by another user. Please discard your changes and try again.",
    'zh-Hans': '乐观并发检查失败. 你正在处理的对象已被其他用户修改. 请放弃你的更改, 然后重试.',
  },
  'Volo.Abp.Identity:010001': {
    en: 'You can not delete your own account!',
    'zh-Hans': '你不能删除你自己的帐户!',
  },
  'Volo.Abp.Identity:010005': {
    en: 'Static roles can not be renamed.',
    'zh-Hans': '静态角色不能被重命名.',
  },
  'Volo.Abp.Identity:010006': {
    en: 'Static roles can not be deleted.',
    'zh-Hans': '静态角色不能被删除.',
  },
  ...workflowErrorTexts,
} satisfies Record<string, Texts>

export type BusinessErrorCode = keyof typeof texts

export function businessText(
  culture: CultureName,
  code: BusinessErrorCode,
  ...args: string[]
): string {
  return formatText(texts[code][culture], ...args)
}
