import type { CultureName } from './culture.ts'

export const defaultResourceName = 'ProjectAdmin'

type ResourceTexts = Record<string, Record<string, string>>

/** A small but well-formed `localization.values`: resource name → key → text. */
const resources: Record<CultureName, ResourceTexts> = {
  en: {
    AbpUi: {
      Save: 'Save',
      Cancel: 'Cancel',
      AreYouSure: 'Are you sure?',
      Yes: 'Yes',
      No: 'No',
      Actions: 'Actions',
    },
    AbpIdentity: { Users: 'Users', Roles: 'Roles', NewUser: 'New user' },
    [defaultResourceName]: {
      'Menu:Home': 'Home',
      'Menu:Projects': 'Projects',
      'Menu:ContractSections': 'Contract sections',
      Welcome: 'Welcome',
    },
  },
  'zh-Hans': {
    AbpUi: {
      Save: '保存',
      Cancel: '取消',
      AreYouSure: '你确定吗?',
      Yes: '是',
      No: '否',
      Actions: '操作',
    },
    AbpIdentity: { Users: '用户', Roles: '角色', NewUser: '新建用户' },
    [defaultResourceName]: {
      'Menu:Home': '首页',
      'Menu:Projects': '项目',
      'Menu:ContractSections': '合同段',
      Welcome: '欢迎',
    },
  },
}

export function resourceTexts(culture: CultureName): ResourceTexts {
  return resources[culture]
}
