/** Bodies of the seeded notices (seed-notices.ts); the others get `standardNoticeBody`. */

export const maintenanceBody = [
  '为提升系统稳定性和访问速度，平台将于本周六 22:00 至次日 02:00 进行升级维护。',
  '维护期间系统将暂停访问，请各单位提前保存正在编辑的数据。',
  '给您带来的不便，敬请谅解。',
].join('\n')

export const safetyMonthBody = [
  '各参建单位：',
  '根据上级主管部门的统一部署，今年6月为全国“安全生产月”。为进一步强化安全生产红线意识，',
  '经研究，决定在各在建项目开展以“人人讲安全、个个会应急”为主题的安全生产月活动。',
  '一、活动时间：6月1日至6月30日。',
  '二、活动内容：安全宣传咨询日、隐患排查治理、应急演练、安全知识竞赛。',
  '三、工作要求：各单位于6月5日前报送活动方案，7月5日前报送活动总结。',
].join('\n')

export const floodSeasonBody = [
  '东环高速二标段各作业班组：',
  '近期将进入主汛期，请加强临时排水设施巡查，深基坑、高边坡作业须专人监护；',
  '遇暴雨预警时立即停止露天高处作业并撤离低洼地带人员。',
].join('\n')

export const metroShieldBody = [
  '地铁5号线三标段盾构机计划于下周始发，请各相关单位：',
  '1. 完成始发井端头加固质量检测；',
  '2. 组织全体作业人员参加安全技术交底并签字确认。',
].join('\n')

export const markdownGuideBody = [
  '# 平台操作手册',
  '',
  '## 登录',
  '',
  '1. 打开[平台首页](https://example.com)',
  '2. 输入账号、密码后点击 **登录**',
  '',
  '## 切换项目',
  '',
  '在顶部栏选择当前项目，页面数据会随之切换。',
  '',
  '> 如有疑问，请发送邮件至 [support@example.com](mailto:support@example.com)。',
].join('\n')

export function standardNoticeBody(title: string): string {
  return [
    '各单位、各部门：',
    `现将“${title.replace(/^关于/, '').replace(/的通知$/, '')}”有关事项通知如下，请认真组织落实。`,
    '一、高度重视，明确责任人，细化工作措施。',
    '二、加强检查，发现问题及时整改并形成闭环。',
    '三、请于规定时间内将落实情况报送至工程管理部。',
    '特此通知。',
  ].join('\n')
}
