// The core every @ant-design/icons icon renders through (its <span>, SVG and
// IconContext). Remote builds point each icon's import of it here, so the page
// holds one copy, the same antd uses; a remote bundles only the icons' outlines
// (shared/mf-config, docs/adr/0004-antd-sharing.md).
export { default } from '@ant-design/icons/es/components/AntdIconLight';
