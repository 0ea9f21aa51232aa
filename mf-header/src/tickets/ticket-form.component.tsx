import { type TicketCreateInput, type TicketThread, ticketCreateSchema } from '@elearn/contracts';
import { TICKET_CATEGORIES } from '@elearn/contracts/constants';
import { serverFieldErrors, zodValidate } from '@elearn/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { type FormikHelpers, useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from './attachment-field.component';
import { postTicket, type TicketAttachment } from './tickets.resource';

type Values = { subject: string; category: string; message: string };
const INITIAL: Values = { subject: '', category: '', message: '' };
const validate = zodValidate(ticketCreateSchema.omit({ attachment: true }));

/** A new support ticket: subject, category, message and an optional attachment. */
export function TicketForm({ onOpened }: { onOpened: (thread: TicketThread) => void }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'tickets' });
  const { t: tc } = useTranslation('common');
  const [attachment, setAttachment] = useState<TicketAttachment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    const input = { ...values, attachment } as TicketCreateInput;
    const result = await postTicket(input).catch(() => null);
    if (!result) return;
    if (result.ok) {
      helpers.resetForm();
      setAttachment(null);
      onOpened(result.data);
      return;
    }
    const fields = serverFieldErrors({ errors: result.errors });
    if (Object.keys(fields).length > 0) helpers.setErrors(fields);
    else setFailure(t('failed'));
  };
  const formik = useFormik({ initialValues: INITIAL, validate, onSubmit: submit });
  const errorOf = (name: keyof Values) =>
    formik.touched[name] && formik.errors[name] ? tc(formik.errors[name]) : undefined;
  const field = (name: keyof Values) => ({
    id: `mh-tk-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    status: errorOf(name) ? ('error' as const) : undefined,
    'aria-required': true,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `mh-tk-${name}-error` : undefined,
  });
  const help = (name: keyof Values) =>
    errorOf(name) ? <span id={`mh-tk-${name}-error`}>{errorOf(name)}</span> : undefined;

  return (
    <section className="mh-tk-card" aria-labelledby="mh-tk-new">
      <h2 id="mh-tk-new">{t('new')}</h2>
      {failure && <Alert type="error" showIcon title={failure} />}
      <form noValidate onSubmit={formik.handleSubmit} aria-labelledby="mh-tk-new">
        <Form component={false} layout="vertical" requiredMark={false}>
          <Form.Item
            label={t('subject')}
            htmlFor="mh-tk-subject"
            validateStatus={errorOf('subject') ? 'error' : undefined}
            help={help('subject')}
          >
            <Input {...field('subject')} maxLength={120} />
          </Form.Item>
          <Form.Item
            label={t('category')}
            htmlFor="mh-tk-category"
            validateStatus={errorOf('category') ? 'error' : undefined}
            help={help('category')}
          >
            {/* A native select: keyboard and screen readers work without antd's popup. */}
            <select {...field('category')} className="mh-tk-select">
              <option value="">{t('chooseCategory')}</option>
              {TICKET_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </Form.Item>
          <Form.Item
            label={t('message')}
            htmlFor="mh-tk-message"
            validateStatus={errorOf('message') ? 'error' : undefined}
            help={help('message')}
          >
            <Input.TextArea {...field('message')} autoSize={{ minRows: 4, maxRows: 10 }} maxLength={5000} />
          </Form.Item>
          <AttachmentField value={attachment} onChange={setAttachment} />
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {t('send')}
          </Button>
        </Form>
      </form>
    </section>
  );
}
