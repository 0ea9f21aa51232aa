import { type AnnouncementCreate, announcementCreateSchema } from '@elearn/contracts';
import { serverFieldErrors, zodValidate } from '@elearn/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { type FormikHelpers, useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Announcement, postAnnouncement } from './announcements.resource';

const INITIAL: AnnouncementCreate = { title: '', text: '' };
const validate = zodValidate(announcementCreateSchema);

/** An error key of the contract or the server, in this remote's words or the common ones. */
function useErrorText() {
  const { t } = useTranslation(['mf-header', 'common']);
  return (key: string) => t([`announcements.${key}`, key], { ns: ['mf-header', 'common'] });
}

/** Staff only (the server checks too): publishes an announcement to everyone. */
export function AnnouncementForm({ onPublished }: { onPublished: (announcement: Announcement) => void }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'announcements.publish' });
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: AnnouncementCreate, helpers: FormikHelpers<AnnouncementCreate>) => {
    setFailure(null);
    try {
      const result = await postAnnouncement(announcementCreateSchema.parse(values));
      if (result.ok) {
        helpers.resetForm();
        onPublished(result.announcement);
        return;
      }
      const fields = serverFieldErrors({ errors: result.errors });
      if (Object.keys(fields).length > 0) helpers.setErrors(fields);
      else setFailure(result.status === 403 ? t('forbidden') : t('failed'));
    } catch {
      // The HTTP client showed the error dialog; the text stays for another try.
    }
  };
  const formik = useFormik({ initialValues: INITIAL, validate, onSubmit: submit });
  const errorOf = (name: keyof AnnouncementCreate) =>
    formik.touched[name] && formik.errors[name] ? errorText(formik.errors[name]) : undefined;

  const field = (name: keyof AnnouncementCreate) => {
    const error = errorOf(name);
    return {
      id: `mh-announce-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      status: error ? ('error' as const) : undefined,
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `mh-announce-${name}-error` : undefined,
    };
  };
  const help = (name: keyof AnnouncementCreate) => {
    const error = errorOf(name);
    return error ? <span id={`mh-announce-${name}-error`}>{error}</span> : undefined;
  };

  return (
    <section className="mh-ann-page__card" aria-labelledby="mh-announce-heading">
      <h2 className="mh-ann-page__subtitle" id="mh-announce-heading">
        {t('title')}
      </h2>
      {failure && <Alert type="error" showIcon title={failure} className="mh-ann-page__alert" />}
      <form noValidate onSubmit={formik.handleSubmit} aria-labelledby="mh-announce-heading">
        <Form component={false} layout="vertical" requiredMark={false}>
          <Form.Item
            label={t('titleLabel')}
            htmlFor="mh-announce-title"
            validateStatus={errorOf('title') ? 'error' : undefined}
            help={help('title')}
          >
            <Input {...field('title')} maxLength={200} />
          </Form.Item>
          <Form.Item
            label={t('textLabel')}
            htmlFor="mh-announce-text"
            validateStatus={errorOf('text') ? 'error' : undefined}
            help={help('text')}
          >
            <Input.TextArea {...field('text')} autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={formik.isSubmitting}
            aria-busy={formik.isSubmitting}
          >
            {t('submit')}
          </Button>
        </Form>
      </form>
    </section>
  );
}
