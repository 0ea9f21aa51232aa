/** antd, part 2 of 4: things that float above the page (`@elearn/ui/overlay`). */

export type { DropdownProps, MenuProps } from 'antd';
export {
  App,
  Drawer,
  Dropdown,
  Menu,
  Modal,
  message,
  notification,
  Popconfirm,
  Popover,
  Tooltip,
} from 'antd';
