import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BuildOutlined,
  CameraOutlined,
  ContainerOutlined,
  ExperimentOutlined,
  FileProtectOutlined,
  FolderOutlined,
  InboxOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ToolOutlined,
  ScheduleOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'

/**
 * The icon keys apps and folders may name (business-api.md §4.1: `^[a-z][a-zA-Z0-9-]*$`). A key
 * that is not here draws the fallback, like a missing icon: the server does not check keys. The
 * keys are those of the seed (mock/modules/app-manage/seed-apps.ts); a test keeps them in step.
 */
export const appIconSet: Record<string, ReactNode> = {
  quality: <SafetyCertificateOutlined />,
  safety: <SafetyOutlined />,
  measurement: <AccountBookOutlined />,
  schedule: <ScheduleOutlined />,
  lab: <ExperimentOutlined />,
  archives: <ContainerOutlined />,
  video: <VideoCameraOutlined />,
  seal: <FileProtectOutlined />,
  materials: <InboxOutlined />,
  'smart-site': <BuildOutlined />,
  inspection: <CameraOutlined />,
  mobile: <MobileOutlined />,
  office: <AuditOutlined />,
  engineering: <ToolOutlined />,
  folder: <FolderOutlined />,
  app: <AppstoreOutlined />,
}

export const fallbackAppIcon = <AppstoreOutlined />

export const appIconKeys = Object.keys(appIconSet)
