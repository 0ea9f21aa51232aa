import { type LoginInput, loginSchema } from '@elearn/contracts';
import { login } from '@elearn/platform';
import { Link, useLang, useLocationHref, zodValidate } from '@elearn/ui';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { AuthAlert } from './auth-alert.component';
import { AuthForm } from './auth-form.component';
import { AuthLayout } from './auth-layout.component';
import { authPaths } from './auth-paths';
import { TextField } from './text-field.component';
import { useAuthSubmit } from './use-auth-submit';

type LoginValues = Required<LoginInput>;

const INITIAL: LoginValues = { email: '', password: '' };
const validate = zodValidate(loginSchema);

/**
 * /{lang}/login. A successful sign-in changes the session and the shell sends
 * the user on (to backTo or the dashboard); this page only shows refusals.
 */
export function LoginPage() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'auth' });
  const lang = useLang();
  const paths = authPaths(lang, useLocationHref());
  const { alert, clearAlert, serverErrors, submit } = useAuthSubmit((values: LoginValues) =>
    login(loginSchema.parse(values)),
  );

  return (
    <AuthLayout titleId="mh-login-title" title={t('login.title')} lead={t('login.lead')}>
      <AuthAlert alert={alert} onElapsed={clearAlert} />
      <Formik initialValues={INITIAL} validate={validate} onSubmit={submit}>
        <AuthForm
          id="mh-login"
          labelledBy="mh-login-title"
          submitLabel={t('login.submit')}
          serverErrors={serverErrors}
        >
          <TextField
            form="mh-login"
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            serverErrors={serverErrors}
          />
          <TextField
            form="mh-login"
            name="password"
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            serverErrors={serverErrors}
          />
        </AuthForm>
      </Formik>
      <p className="mh-auth__switch">
        {t('login.noAccount')} <Link to={paths.register}>{t('login.toRegister')}</Link>
      </p>
    </AuthLayout>
  );
}
