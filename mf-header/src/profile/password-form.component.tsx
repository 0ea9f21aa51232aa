import { type PasswordChangeInput, passwordChangeSchema } from '@elearn/contracts';
import { serverFieldErrors, zodValidate } from '@elearn/ui';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import message from 'antd/es/message';
import { type FormikHelpers, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { putPassword } from './profile.resource';

const INITIAL: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const validate = zodValidate(passwordChangeSchema);

/** A new password, with the current one (the server checks it). */
export function PasswordForm() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'account' });
  const { t: tc } = useTranslation('common');
  const [messages, holder] = message.useMessage();
  const submit = async (values: PasswordChangeInput, helpers: FormikHelpers<PasswordChangeInput>) => {
    const result = await putPassword(values).catch(() => null);
    if (!result) return;
    if (result.ok) {
      helpers.resetForm();
      void messages.success(t('passwordChanged'));
    } else helpers.setErrors(serverFieldErrors({ errors: result.errors }));
  };
  const formik = useFormik({ initialValues: INITIAL, validate, onSubmit: submit });
  const field = (name: keyof PasswordChangeInput, label: string, autoComplete: string) => {
    const error = formik.touched[name] && formik.errors[name] ? tc(formik.errors[name]) : undefined;
    return (
      <Form.Item
        label={label}
        htmlFor={`mh-pw-${name}`}
        validateStatus={error ? 'error' : undefined}
        help={error ? <span id={`mh-pw-${name}-error`}>{error}</span> : undefined}
      >
        <Input.Password
          id={`mh-pw-${name}`}
          name={name}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `mh-pw-${name}-error` : undefined}
        />
      </Form.Item>
    );
  };
  return (
    <section className="mh-profile__card" aria-labelledby="mh-pw-title">
      {holder}
      <h2 id="mh-pw-title">{t('password')}</h2>
      <form noValidate onSubmit={formik.handleSubmit} aria-labelledby="mh-pw-title">
        <Form component={false} layout="vertical" requiredMark={false}>
          {field('currentPassword', t('currentPassword'), 'current-password')}
          {field('newPassword', t('newPassword'), 'new-password')}
          {field('confirmPassword', t('confirmPassword'), 'new-password')}
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {t('changePassword')}
          </Button>
        </Form>
      </form>
    </section>
  );
}
