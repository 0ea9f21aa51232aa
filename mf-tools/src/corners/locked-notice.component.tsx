import { withLang } from '@elearn/platform';
import { Link, useLang } from '@elearn/ui';
import Alert from 'antd/es/alert';

/**
 * A plan without a feature: the locked message (Eve's wording, per feature)
 * and the way on to the subscription options.
 */
export function LockedNotice({ message, linkLabel }: { message: string; linkLabel: string }) {
  const lang = useLang();
  return (
    <Alert
      role="alert"
      type="warning"
      showIcon
      title={message}
      description={<Link to={withLang(lang, '/subscription-options')}>{linkLabel}</Link>}
    />
  );
}
