import RobotOutlined from '@ant-design/icons/RobotOutlined';
import { bus } from '@elearn/platform';
import { ScopedStyle } from '@elearn/ui';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { bellCss } from '../common/bell.styles';

/** Opens Eve, the AI tutor (mf-tools' panel), through the bus: the header never imports another remote. */
export function EveButton() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header' });
  return (
    <div className="mh-bell mh-eve-wide">
      <ScopedStyle name="bells" css={bellCss} />
      <Button
        type="text"
        className="mh-bell__button"
        aria-label={t('askEve')}
        title={t('askEve')}
        data-testid="header-eve"
        onClick={() => bus.emit('ui:open-eve')}
        icon={
          <span className="mh-bell__icon" aria-hidden="true">
            <RobotOutlined />
          </span>
        }
      />
    </div>
  );
}
