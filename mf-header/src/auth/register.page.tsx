import { type RegisterInput, registerSchema } from '@elearn/contracts';
import { register } from '@elearn/platform';
import { Link, useLang, useLocationHref, zodValidate } from '@elearn/ui';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { AuthAlert } from './auth-alert.component';
import { AuthForm } from './auth-form.component';
import { AuthLayout } from './auth-layout.component';
import { authPaths } from './auth-paths';
import { PasswordHints } from './password-hints.component';
import { TextField } from './text-field.component';
import { useAuthSubmit } from './use-auth-submit';

type RegisterValues = Required<Omit<RegisterInput, 'timezone'>>;

const INITIAL: RegisterValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
const validate = zodValidate(registerSchema);
const FORM = 'mh-register';

/** The browser's IANA time zone, kept as the new account's (the server validates it). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * /{lang}/register. The account is created and signed in at once, and the shell
 * sends the new user on. The server answers a taken address like a new one (ADR
 * 0018), so when the sign-in after it fails the page says the address may
 * already have an account, without claiming it does; a refused field (422)
 * shows on its field, and stays there until that value changes.
 */
export function RegisterPage() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'auth' });
  const lang = useLang();
  const paths = authPaths(lang, useLocationHref());
  const { alert, clearAlert, serverErrors, submit } = useAuthSubmit((values: RegisterValues) =>
    register({ ...registerSchema.parse(values), timezone: browserTimeZone() }),
  );

  const field = (name: keyof RegisterValues, autoComplete: string) => ({
    form: FORM,
    name,
    label: t(`fields.${name}`),
    autoComplete,
    serverErrors,
  });

  return (
    <AuthLayout titleId="mh-register-title" title={t('register.title')} lead={t('register.lead')} wide>
      <AuthAlert alert={alert} onElapsed={clearAlert} />
      <Formik initialValues={INITIAL} validate={validate} onSubmit={submit}>
        {({ values }) => (
          <AuthForm
            id={FORM}
            labelledBy="mh-register-title"
            submitLabel={t('register.submit')}
            serverErrors={serverErrors}
          >
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <TextField {...field('firstName', 'given-name')} />
              </Col>
              <Col xs={24} sm={12}>
                <TextField {...field('lastName', 'family-name')} />
              </Col>
            </Row>
            <TextField {...field('email', 'email')} type="email" />
            <TextField
              {...field('password', 'new-password')}
              type="password"
              hint={{
                id: `${FORM}-password-hints`,
                node: <PasswordHints id={`${FORM}-password-hints`} value={values.password} />,
              }}
            />
            <TextField {...field('confirmPassword', 'new-password')} type="password" />
          </AuthForm>
        )}
      </Formik>
      <p className="mh-auth__switch">
        {t('register.haveAccount')} <Link to={paths.login}>{t('register.toLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
