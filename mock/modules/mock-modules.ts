import { useMockModules, type MockModule } from '../core/modules/mock-module.ts'
import { appManageModule } from './app-manage/app-manage-module.ts'
import { clientManageModule } from './client-manage/client-manage-module.ts'
import { noticeModule } from './notice/notice-module.ts'
import { organizationModule } from './organization/organization-module.ts'
import { profileModule } from './profile/profile-module.ts'
import { projectModule } from './project/project-module.ts'
import { saasModule } from './saas/saas-module.ts'
import { signKeyModule } from './sign-key/sign-key-module.ts'
import { systemModule } from './system/system-module.ts'
import { todoModule } from './todo/todo-module.ts'
import { workflowModule } from './workflow/workflow-module.ts'

/**
 * The embedded backend's composition root: the one list of its modules, named like the front
 * end's `src/modules/<name>`. Order does not matter (`{id}` segments match GUIDs only).
 */
export const mockModules: readonly MockModule[] = [
  organizationModule,
  systemModule,
  projectModule,
  clientManageModule,
  saasModule,
  noticeModule,
  todoModule,
  profileModule,
  appManageModule,
  signKeyModule,
  workflowModule,
]

/** Serves `mockModules`: called by the adapters and the test setups before the first request. */
export function installMockModules(): void {
  useMockModules(mockModules)
}
