import type { CultureName } from './culture.ts'

/**
 * ABP's exception-handling texts (Volo.Abp.ExceptionHandling en.json and zh-Hans.json) for the
 * errors this mock produces. `{0}`, `{1}` are replaced by `formatText`.
 */
const texts = {
  InternalServerErrorMessage: {
    en: 'An internal error occurred during your request!',
    'zh-Hans': '对不起,在处理你的请求期间,产生了一个服务器内部错误!',
  },
  ValidationErrorMessage: { en: 'Your request is not valid!', 'zh-Hans': '请求无效!' },
  ValidationNarrativeErrorMessageTitle: {
    en: 'The following errors were detected during validation.',
    'zh-Hans': '验证时发现以下错误.',
  },
  EntityNotFoundErrorMessage: {
    en: 'There is no entity {0} with id = {1}!',
    'zh-Hans': '不存在ID为{1}的实体{0}!',
  },
  AbpDbConcurrencyErrorMessage: {
    en: "The data you have submitted has already changed by another user/client. Please discard the changes you've done and try from the beginning.",
    'zh-Hans': '您提交的数据已被其他用户/客户端更改. 请放弃您所做的更改并从头开始尝试.',
  },
  DefaultErrorMessage: { en: 'An error has occurred!', 'zh-Hans': '发生错误!' },
  DefaultErrorMessage400: { en: 'Bad request!', 'zh-Hans': '错误的请求!' },
  DefaultErrorMessage401: { en: 'You are not authenticated!', 'zh-Hans': '未通过身份验证!' },
  DefaultErrorMessage403: { en: 'You are not authorized!', 'zh-Hans': '你没有权限!' },
  DefaultErrorMessage404: { en: 'Resource not found!', 'zh-Hans': '未找到资源!' },
  DefaultErrorMessage500: { en: 'Internal server error!', 'zh-Hans': '服务器内部错误!' },
  PolicyNotGranted: {
    en: 'Authorization failed! Given policy has not granted.',
    'zh-Hans': '授权失败! 提供的策略尚未授予.',
  },
  TenantNotFound: { en: 'Tenant not found!', 'zh-Hans': '未找到租户!' },
  TenantNotFoundDetails: {
    en: 'There is no tenant with the tenant id or name: {0}',
    'zh-Hans': '没有ID或名称为 {0} 的租户',
  },
  TenantNotActive: { en: 'Tenant not active!', 'zh-Hans': '租户未激活!' },
  TenantNotActiveDetails: {
    en: 'The tenant is not active: {0}',
    'zh-Hans': '租户 {0} 未激活',
  },
} satisfies Record<string, Record<CultureName, string>>

export type ErrorTextKey = keyof typeof texts

export function formatText(template: string, ...args: string[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => args[Number(index)] ?? whole)
}

export function errorText(culture: CultureName, key: ErrorTextKey, ...args: string[]): string {
  return formatText(texts[key][culture], ...args)
}
