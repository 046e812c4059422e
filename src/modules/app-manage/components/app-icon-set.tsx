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
  ScheduleOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'

/**
 * The icon keys apps and folders may name (business-api.md §4.1: `^[a-z][a-zA-Z0-9-]*$`). A key
 * that is not here draws the fallback, like a missing icon: the server does not check keys.
 */
export const appIconSet: Record<string, ReactNode> = {
  quality: <SafetyCertificateOutlined />,
  safety: <SafetyOutlined />,
  payment: <AccountBookOutlined />,
  schedule: <ScheduleOutlined />,
  lab: <ExperimentOutlined />,
  archive: <ContainerOutlined />,
  video: <VideoCameraOutlined />,
  seal: <FileProtectOutlined />,
  material: <InboxOutlined />,
  site: <BuildOutlined />,
  inspection: <CameraOutlined />,
  mobile: <MobileOutlined />,
  oa: <AuditOutlined />,
  folder: <FolderOutlined />,
  app: <AppstoreOutlined />,
}

export const fallbackAppIcon = <AppstoreOutlined />

export const appIconKeys = Object.keys(appIconSet)
