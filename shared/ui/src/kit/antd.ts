/**
 * The antd components the site uses, re-exported from one shared module so the
 * page loads antd's core (theme, CSS-in-JS, ConfigProvider context) once. Import
 * antd through `@elearn/ui` only; see docs/adr/0004-antd-sharing.md for why.
 */

export type { MenuProps } from 'antd';
export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  ConfigProvider,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  List,
  Menu,
  Modal,
  Progress,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
