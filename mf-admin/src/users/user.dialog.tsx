import type { AdminUser } from '@elearn/contracts';
import { assignableRoles } from '@elearn/contracts/access';
import { STAFF_ROLES } from '@elearn/contracts/constants';
import { useSession } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { coursesOptionsQuery } from '../common/admin.queries';
import { adminApi } from '../common/admin.resource';
import { FormDialog } from '../common/form-dialog.component';
import { hasVisibleErrors, NativeSelect, selectedValues, useFieldError } from '../common/form-fields';
import { TextField } from '../common/formik-fields';
import { useSave } from '../common/use-save';
import { PASSWORD_HINTS, toUserBody, type UserValues, userValues, validateUser } from './user-form';

interface Props {
  user?: AdminUser;
  onClose: () => void;
  onSaved: () => void;
  onFailed: () => void;
}

/** Create or update a staff account (authoring §2 "User form"), with the courses it teaches. */
export function UserDialog({ user, onClose, onSaved, onFailed }: Props) {
  const { t } = useTranslation(['mf-admin', 'common']);
  const me = useSession();
  const mode = user ? 'update' : 'create';
  const courses = useQuery(coursesOptionsQuery());
  const save = useSave(onSaved, onFailed);
  const formik = useFormik<UserValues>({
    initialValues: userValues(user),
    validate: validateUser(mode),
    onSubmit: async (values, helpers) => {
      const answer = user
        ? await adminApi.updateUser(user.id, toUserBody(values, 'update'))
        : await adminApi.createUser(
            toUserBody(values, 'create') as Parameters<typeof adminApi.createUser>[0],
          );
      save(answer, helpers);
    },
  });
  const error = useFieldError(formik);
  const { values } = formik;
  // The roles the rule lets me give (the server applies the same rule); a new account is staff.
  const roles = assignableRoles(me, user ?? null).filter(
    (role) => user || (STAFF_ROLES as readonly string[]).includes(role),
  );
  const form = 'ad-user';
  const text = (name: keyof UserValues, label: string, type = 'text', extra = {}) => (
    <TextField
      formik={formik}
      form={form}
      name={name}
      label={label}
      type={type}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <FormDialog
      id="ad-user-form"
      title={user ? t('users.edit') : t('users.create')}
      onClose={onClose}
      onSubmit={formik.submitForm}
      busy={formik.isSubmitting}
      disabled={formik.isSubmitting || hasVisibleErrors(formik)}
      submitLabel={user ? t('form.update') : t('form.create')}
    >
      {text('firstName', t('users.firstName'))}
      {text('lastName', t('users.lastName'))}
      {text('email', t('users.email'), 'email')}
      <Form.Item label={t('users.role')} htmlFor="ad-user-role" {...error('role')}>
        <NativeSelect
          id="ad-user-role"
          name="role"
          value={values.role}
          onChange={formik.handleChange}
          options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
      </Form.Item>
      {mode === 'create' && (
        <>
          {text('password', t('users.password'), 'password', {
            autoComplete: 'new-password',
            describedBy: 'ad-user-password-hints',
          })}
          <ul className="ad-hints" id="ad-user-password-hints" aria-label={t('users.passwordHints')}>
            {PASSWORD_HINTS.map((hint) => (
              <li key={hint.key} data-met={hint.met(values.password)}>
                {t(hint.key, { ns: 'common' })}
              </li>
            ))}
          </ul>
          {text('confirmPassword', t('users.confirmPassword'), 'password', { autoComplete: 'new-password' })}
        </>
      )}
      <Form.Item label={t('users.courses')} htmlFor="ad-user-courses" extra={t('users.coursesHelp')}>
        <select
          id="ad-user-courses"
          className="ad-select"
          multiple
          value={values.coursesIds}
          onChange={(e) => formik.setFieldValue('coursesIds', selectedValues(e.target))}
        >
          {(courses.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {c.title}
            </option>
          ))}
        </select>
      </Form.Item>
    </FormDialog>
  );
}
