import { type LoginInput, loginSchema } from '@elearn/contracts';
import { login } from '@elearn/platform';
import { Link, useLocationHref, zodValidate } from '@elearn/ui';
import { Formik } from 'formik';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../common/use-lang';
import { attempt } from './attempt';
import { AuthAlert } from './auth-alert.component';
import { type AuthAlert as Alerted, describeFailure } from './auth-failure';
import { AuthForm } from './auth-form.component';
import { AuthLayout } from './auth-layout.component';
import { authPaths } from './auth-paths';
import { pinServerErrors, type ServerErrors } from './form-errors';
import { TextField } from './text-field.component';

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
  const [alert, setAlert] = useState<Alerted | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const clearAlert = useCallback(() => setAlert(null), []);

  const submit = async (values: LoginValues) => {
    setAlert(null);
    const result = await attempt(() => login(loginSchema.parse(values)));
    if (result.ok) return;
    const failure = describeFailure(result.status, result.body);
    setAlert(failure.alert);
    setServerErrors(pinServerErrors(failure.fields, values));
  };

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
