import { useReturnFocus } from '@elearn/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  /** Submit waits while a rule fails, and (an update) until something changed. */
  disabled: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A create or update form in a dialog over its list (the list keeps its search, sort and page). */
export function FormDialog({ id, title, onClose, onSubmit, busy, disabled, submitLabel, children }: Props) {
  const { t } = useTranslation('mf-admin');
  const focus = useReturnFocus(true);
  return (
    <Modal
      {...focus}
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="primary" htmlType="submit" form={id} loading={busy} disabled={disabled}>
            {submitLabel}
          </Button>
        </Flex>
      }
    >
      <form
        id={id}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Form component={false} layout="vertical" requiredMark={false}>
          {children}
        </Form>
      </form>
    </Modal>
  );
}
