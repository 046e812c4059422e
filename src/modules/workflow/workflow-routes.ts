// Icons are the menu's existing ones (menu-icons.tsx): a new one would grow the always-loaded shell.
import type { AppRoute, ModuleRoutes } from '@/router/route-types'
import { importThroughLoader } from '@/utils/import-with-retry'
import type { DesignPageName } from './pages/design-page-loaders'
import type { DocumentPageName } from './pages/document-page-loaders'

const approval = ['Workflow.Approval']

/** A designer's page, through the designers' loader module (pages/design-page-loaders.ts). */
const designPage = (name: DesignPageName) =>
  importThroughLoader(
    () => import('./pages/design-page-loaders'),
    (loader) => loader.designPageLoaders[name],
  )

/** A documents' page, through their loader module (pages/document-page-loaders.ts). */
const documentPage = (name: DocumentPageName) =>
  importThroughLoader(
    () => import('./pages/document-page-loaders'),
    (loader) => loader.documentPageLoaders[name],
  )

/**
 * Approvals (审批管理, workflow-api.md §0): one menu group for taking part in approvals and for
 * designing them; it replaces the catalogue's separate 表单管理 group. Handle and An instance are
 * hidden pages opened from a list, each lit on the menu entry it is opened from.
 */
const menu: AppRoute = {
  path: '/workflow',
  redirect: '/workflow/inbox',
  meta: { titleKey: 'workflow', icon: 'audit' },
  children: [
    {
      path: 'start',
      page: () => import('./pages/start/start-page'),
      meta: { titleKey: 'workflowStart', icon: 'edit', policy: approval },
    },
    {
      path: 'inbox',
      page: () => import('./pages/inbox/inbox-page'),
      meta: {
        titleKey: 'workflowInbox',
        icon: 'container',
        policy: approval,
        badge: 'approvalTodo',
      },
    },
    {
      path: 'delegation',
      page: () => import('./pages/delegation/delegation-page'),
      meta: { titleKey: 'workflowDelegation', icon: 'solution', policy: approval },
    },
    {
      path: 'verify',
      page: documentPage('verify'),
      meta: { titleKey: 'workflowVerify', icon: 'safetyCertificate', policy: approval },
    },
    {
      path: 'task',
      page: () => import('./pages/task/workflow-task-page'),
      meta: { titleKey: 'workflowTasks', icon: 'desktop', policy: ['Workflow.Task'] },
    },
    {
      path: 'scheme',
      page: designPage('schemeList'),
      meta: { titleKey: 'workflowScheme', icon: 'partition', policy: ['Workflow.Scheme'] },
    },
    {
      path: 'form',
      page: designPage('formList'),
      meta: { titleKey: 'formDesign', icon: 'book', policy: ['Form.Form'] },
    },
    {
      // One tab per form: two forms' unsaved drafts never share a cached page.
      path: 'form-design',
      page: designPage('formDesign'),
      meta: {
        titleKey: 'formDesigner',
        hidden: true,
        tabPerQuery: 'id',
        activeMenu: '/workflow/form',
        policy: ['Form.Form'],
      },
    },
    {
      path: 'document-template',
      page: documentPage('documentTemplateList'),
      meta: {
        titleKey: 'workflowDocumentTemplate',
        icon: 'fileSearch',
        policy: ['Workflow.DocumentTemplate'],
      },
    },
    {
      // One tab per template: two templates' unsaved slots never share a cached page.
      path: 'document-template-design',
      page: documentPage('documentTemplateDesign'),
      meta: {
        titleKey: 'documentTemplateDesigner',
        hidden: true,
        tabPerQuery: 'id',
        activeMenu: '/workflow/document-template',
        policy: ['Workflow.DocumentTemplate'],
      },
    },
    {
      path: 'handle',
      page: () => import('./pages/handle/handle-page'),
      meta: {
        titleKey: 'workflowHandle',
        hidden: true,
        tabPerQuery: 'id',
        activeMenu: '/workflow/inbox',
        policy: approval,
      },
    },
    {
      path: 'scheme-design',
      page: designPage('schemeDesign'),
      meta: {
        titleKey: 'workflowSchemeDesign',
        hidden: true,
        tabPerQuery: 'id',
        activeMenu: '/workflow/scheme',
        policy: ['Workflow.Scheme'],
      },
    },
    {
      path: 'instance',
      page: () => import('./pages/instance/instance-page'),
      meta: {
        titleKey: 'workflowInstance',
        hidden: true,
        tabPerQuery: 'id',
        activeMenu: '/workflow/inbox',
        policy: approval,
      },
    },
  ],
}

export const workflowRoutes: ModuleRoutes = { menu }
