import { useReturnFocus } from '@elearn/ui';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarScope } from './calendar.resource';
import { Choice } from './native-controls';

interface Props {
  kind: 'edit' | 'delete';
  /** A repeating event: also ask which part of the series the change is for. */
  recurring: boolean;
  onConfirm: (scope: CalendarScope) => void;
  onCancel: () => void;
}

/** The confirmation before an edit or a delete (spec §8); for a series, "this, following or all". */
export function ConfirmChange({ kind, recurring, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('mf-calendar');
  const [scope, setScope] = useState<CalendarScope>('this');
  const focus = useReturnFocus(true);
  return (
    <Modal
      {...focus}
      open
      title={kind === 'delete' ? t('dialog.confirmDelete') : t('dialog.confirmEdit')}
      okText={t('dialog.yes')}
      cancelText={t('dialog.no')}
      okButtonProps={{ danger: kind === 'delete' }}
      onOk={() => onConfirm(recurring ? scope : 'all')}
      onCancel={onCancel}
      width={420}
    >
      {recurring && (
        <fieldset className="cal-group">
          <legend>{t('scope.title')}</legend>
          <Flex vertical gap={8}>
            {(['this', 'following', 'all'] as const).map((option) => (
              <Choice
                key={option}
                type="radio"
                name="cal-scope"
                label={t(`scope.${option}`)}
                checked={scope === option}
                onChange={() => setScope(option)}
              />
            ))}
          </Flex>
        </fieldset>
      )}
    </Modal>
  );
}
