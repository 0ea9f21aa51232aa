import { type PasswordChangeInput, passwordChangeSchema } from '@elearn/contracts';
import { logout } from '@elearn/platform';
import { serverFieldErrors, zodValidate } from '@elearn/ui';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import message from 'antd/es/message';
import { type FormikHelpers, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { putPassword } from './profile.resource';

type Values = Required<PasswordChangeInput>;
type TextName = Exclude<keyof Values, 'keepThisDevice'>;
const INITIAL: Values = { currentPassword: '', newPassword: '', confirmPassword: '', keepThisDevice: true };
const validate = zodValidate(passwordChangeSchema);

/**
 * A new password, with the current one (the server checks it, and locks the
 * check after a few wrong tries). Every other device is signed out; this one
 * stays signed in unless the user chooses to sign out everywhere.
 */
export function PasswordForm() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'account' });
  const { t: tc } = useTranslation('common');
  const [messages, holder] = message.useMessage();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const result = await putPassword(values).catch(() => null);
    if (!result) return;
    if (result.ok) {
      helpers.resetForm();
      if (!values.keepThisDevice) return logout();
      void messages.success(t('passwordChanged'));
    } else if (result.status === 403)
      void messages.error(t('passwordLocked', { count: Math.ceil((result.retryAfterSeconds ?? 60) / 60) }));
    else helpers.setErrors(serverFieldErrors({ errors: result.errors }));
  };
  const formik = useFormik({ initialValues: INITIAL, validate, onSubmit: submit });
  const field = (name: TextName, label: string, autoComplete: string) => {
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
          <p id="mh-pw-others" className="mh-pw-note">
            {t('otherDevicesSignedOut')}
          </p>
          <label className="mh-pw-keep">
            <input
              type="checkbox"
              name="keepThisDevice"
              checked={formik.values.keepThisDevice}
              onChange={formik.handleChange}
              aria-describedby="mh-pw-others"
            />{' '}
            {t('keepThisDevice')}
          </label>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {t('changePassword')}
          </Button>
        </Form>
      </form>
    </section>
  );
}
