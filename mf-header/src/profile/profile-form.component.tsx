import { type Profile, type ProfileInput, profileSchema } from '@elearn/contracts';
import { SCHOOL_SYSTEMS } from '@elearn/contracts/constants';
import { LANGUAGES, NATIVE_NAMES } from '@elearn/platform';
import { serverFieldErrors, zodValidate } from '@elearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import message from 'antd/es/message';
import { type FormikHelpers, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { profileQuery, putProfile } from './profile.resource';

type Values = { [K in keyof ProfileInput]: string };
const validate = zodValidate(profileSchema);
const ZONES: string[] = (
  Intl as unknown as { supportedValuesOf?: (k: string) => string[] }
).supportedValuesOf?.('timeZone') ?? ['UTC'];

/** Names, phone, school system, grade level, time zone and language. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'account' });
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const [messages, holder] = message.useMessage();
  const initial: Values = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    schoolSystem: profile.schoolSystem ?? '',
    gradeLevel: profile.gradeLevel ?? '',
    timezone: profile.timezone,
    language: profile.language,
  };
  const toInput = (v: Values): ProfileInput =>
    ({ ...v, schoolSystem: (v.schoolSystem || null) as ProfileInput['schoolSystem'] }) as ProfileInput;
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const result = await putProfile(toInput(values)).catch(() => null);
    if (!result) return;
    if (result.ok) {
      queryClient.setQueryData(profileQuery.queryKey, result.data);
      void messages.success(t('saved'));
    } else helpers.setErrors(serverFieldErrors({ errors: result.errors }));
  };
  const formik = useFormik({
    initialValues: initial,
    validate: (v) => validate(toInput(v) as never),
    onSubmit: submit,
  });
  const errorOf = (name: keyof Values) =>
    formik.touched[name] && formik.errors[name] ? tc(formik.errors[name]) : undefined;
  const item = (name: keyof Values, label: string, control: React.ReactNode) => (
    <Form.Item
      label={label}
      htmlFor={`mh-pf-${name}`}
      validateStatus={errorOf(name) ? 'error' : undefined}
      help={errorOf(name) ? <span id={`mh-pf-${name}-error`}>{errorOf(name)}</span> : undefined}
    >
      {control}
    </Form.Item>
  );
  const props = (name: keyof Values) => ({
    id: `mh-pf-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `mh-pf-${name}-error` : undefined,
  });
  return (
    <section className="mh-profile__card" aria-labelledby="mh-pf-title">
      {holder}
      <h2 id="mh-pf-title">{t('details')}</h2>
      <form noValidate onSubmit={formik.handleSubmit} aria-labelledby="mh-pf-title">
        <Form component={false} layout="vertical" requiredMark={false}>
          <div className="mh-pf-grid">
            {item(
              'firstName',
              t('firstName'),
              <Input {...props('firstName')} maxLength={80} autoComplete="given-name" />,
            )}
            {item(
              'lastName',
              t('lastName'),
              <Input {...props('lastName')} maxLength={80} autoComplete="family-name" />,
            )}
            {item(
              'phone',
              t('phone'),
              <Input {...props('phone')} maxLength={20} type="tel" autoComplete="tel" dir="ltr" />,
            )}
            {item(
              'schoolSystem',
              t('schoolSystem'),
              <select {...props('schoolSystem')} className="mh-pf-select">
                <option value="">{t('notSet')}</option>
                {SCHOOL_SYSTEMS.map((s) => (
                  <option key={s} value={s}>
                    {t(`schoolSystems.${s}`)}
                  </option>
                ))}
              </select>,
            )}
            {item('gradeLevel', t('gradeLevel'), <Input {...props('gradeLevel')} maxLength={40} />)}
            {item(
              'timezone',
              t('timezone'),
              <select {...props('timezone')} className="mh-pf-select" dir="ltr">
                {(ZONES.includes(formik.values.timezone) ? ZONES : [formik.values.timezone, ...ZONES]).map(
                  (z) => (
                    <option key={z} value={z}>
                      {z}
                    </option>
                  ),
                )}
              </select>,
            )}
            {item(
              'language',
              t('language'),
              <select {...props('language')} className="mh-pf-select">
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {NATIVE_NAMES[l]}
                  </option>
                ))}
              </select>,
            )}
          </div>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {t('save')}
          </Button>
        </Form>
      </form>
    </section>
  );
}
