/** antd, part 4 of 4: data display (`@elearn/ui/data`). */

export type { TableProps, TabsProps } from 'antd';
export {
  Collapse,
  List,
  Pagination,
  Progress,
  Result,
  Segmented,
  Statistic,
  Steps,
  Table,
  Tabs,
  Timeline,
} from 'antd';
