import type { AdminCompetition } from '@elearn/contracts';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { coursesOptionsQuery } from '../common/admin.queries';
import { adminApi } from '../common/admin.resource';
import { FormDialog } from '../common/form-dialog.component';
import { hasVisibleErrors, NativeSelect, useFieldError } from '../common/form-fields';
import { TextField } from '../common/formik-fields';
import type { DialogProps } from '../common/list-screen.component';
import { useSave } from '../common/use-save';
import {
  type CompetitionValues,
  competitionValues,
  toCompetitionBody,
  validateCompetition,
} from './competition-form';

/** Create a course's competition over a window (the competition engine ranks it when it closes). */
export function CompetitionDialog({ onClose, onSaved, onFailed }: DialogProps<AdminCompetition>) {
  const { t } = useTranslation('mf-admin');
  const courses = useQuery(coursesOptionsQuery());
  const save = useSave(onSaved, onFailed);
  const formik = useFormik<CompetitionValues>({
    initialValues: competitionValues(),
    validate: validateCompetition,
    onSubmit: async (values, helpers) =>
      save(await adminApi.createCompetition(toCompetitionBody(values)), helpers),
  });
  const error = useFieldError(formik);
  const form = 'ad-competition';
  return (
    <FormDialog
      id={`${form}-form`}
      title={t('competitions.create')}
      onClose={onClose}
      onSubmit={formik.submitForm}
      busy={formik.isSubmitting}
      disabled={formik.isSubmitting || hasVisibleErrors(formik)}
      submitLabel={t('form.create')}
    >
      <Form.Item label={t('competitions.course')} htmlFor={`${form}-courseId`} {...error('courseId')}>
        <NativeSelect
          id={`${form}-courseId`}
          name="courseId"
          value={formik.values.courseId}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          options={[
            { value: '', label: t('competitions.chooseCourse') },
            ...(courses.data ?? []).map((c) => ({ value: c._id, label: c.title })),
          ]}
        />
      </Form.Item>
      <TextField
        formik={formik}
        form={form}
        name="startsAt"
        label={t('competitions.startsAt')}
        type="datetime-local"
      />
      <TextField
        formik={formik}
        form={form}
        name="endsAt"
        label={t('competitions.endsAt')}
        type="datetime-local"
      />
    </FormDialog>
  );
}
