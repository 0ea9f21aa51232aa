import { type StudyCorner, studyCornerNameSchema } from '@elearn/contracts';
import { serverFieldErrors, useReturnFocus, zodValidate } from '@elearn/ui';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { type FormikHelpers, useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCorner } from './corners.resource';

type Values = { name: string };
const validate = zodValidate(studyCornerNameSchema);

/** The 'New Study Corner' dialog: a name of at least 3 letters. */
export function NewCornerDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (corner: StudyCorner) => void;
}) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'corners' });
  const { t: tc } = useTranslation('common');
  const [failed, setFailed] = useState(false);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailed(false);
    try {
      onCreated(await createCorner(values.name.trim()));
    } catch (error) {
      const fields = serverFieldErrors((error as { body?: unknown }).body);
      if (fields.name) helpers.setErrors(fields);
      else setFailed(true);
    }
  };
  const formik = useFormik<Values>({ initialValues: { name: '' }, validate, onSubmit: submit });
  const error = formik.touched.name && formik.errors.name ? tc(formik.errors.name) : null;
  const focus = useReturnFocus(true);

  return (
    <Modal
      {...focus}
      open
      title={t('newCorner')}
      okText={t('create')}
      cancelText={t('cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      destroyOnHidden
    >
      {failed && <Alert role="alert" type="error" showIcon title={t('createFailed')} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void formik.submitForm();
        }}
      >
        <label htmlFor="mt-sc-name" className="mt-sc-label">
          {t('name')}
        </label>
        <Input
          id="mt-sc-name"
          name="name"
          autoFocus
          maxLength={80}
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          status={error ? 'error' : undefined}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'mt-sc-name-error' : undefined}
        />
        {error && (
          <p id="mt-sc-name-error" className="mt-sc-error">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
