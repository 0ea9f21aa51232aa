import InboxOutlined from '@ant-design/icons/InboxOutlined';

/** One grey line of a loading placeholder. */
export const SkeletonLine = ({ width = '100%', height = 14 }: { width?: string; height?: number }) => (
  <span className="ml-skeleton" style={{ width, height }} />
);

/** The picture above an empty section's message. */
export const emptyIcon = <InboxOutlined className="ml-empty__icon" aria-hidden="true" />;
