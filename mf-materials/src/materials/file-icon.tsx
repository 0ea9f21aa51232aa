import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FileWordOutlined from '@ant-design/icons/FileWordOutlined';
import Html5Outlined from '@ant-design/icons/Html5Outlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import type { MaterialFileType } from '@elearn/contracts/constants';
import type { ComponentType } from 'react';

/** The icon of each material file type (learner-experience §3), with a fallback. */
const ICONS: Record<MaterialFileType, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  pdf: FilePdfOutlined,
  txt: FileTextOutlined,
  docx: FileWordOutlined,
  jpeg: FileImageOutlined,
  jpg: FileImageOutlined,
  png: FileImageOutlined,
  gif: FileImageOutlined,
  xlsx: FileExcelOutlined,
  csv: FileExcelOutlined,
  mp4: VideoCameraOutlined,
  link: LinkOutlined,
  html: Html5Outlined,
  scorm: PlayCircleOutlined,
  other: FileOutlined,
};

export function FileIcon({ type }: { type: MaterialFileType }) {
  const Icon = ICONS[type] ?? FileOutlined;
  return <Icon aria-hidden />;
}
