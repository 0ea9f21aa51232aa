/**
 * antd, part 1 of 4: what nearly every page needs at first paint. All parts
 * are shared modules provided by the shell, so antd's core (theme, CSS-in-JS,
 * ConfigProvider context) exists once while heavier parts load on demand.
 * Import antd only through `@elearn/ui` and its entries (see docs/adr/0004-antd-sharing.md).
 */
export {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  ConfigProvider,
  Divider,
  Empty,
  Flex,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
