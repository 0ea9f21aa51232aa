import type { AdminRankReward } from '@elearn/contracts';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../common/admin.resource';
import { FormDialog } from '../common/form-dialog.component';
import { hasVisibleErrors } from '../common/form-fields';
import { ImageFormField, NumberField, TextField } from '../common/formik-fields';
import type { DialogProps } from '../common/list-screen.component';
import { useSave } from '../common/use-save';
import {
  type RankRewardValues,
  rankRewardValues,
  toRankRewardBody,
  validateRankReward,
} from './rank-reward-form';

/** Create or update a rank reward (authoring §2, §5): what the year's place wins, shown in the ranking dialog. */
export function RankRewardDialog({ row, onClose, onSaved, onFailed }: DialogProps<AdminRankReward>) {
  const { t } = useTranslation('mf-admin');
  const save = useSave(onSaved, onFailed);
  const formik = useFormik<RankRewardValues>({
    initialValues: rankRewardValues(row),
    validate: validateRankReward,
    onSubmit: async (values, helpers) => {
      const body = toRankRewardBody(values);
      save(await (row ? adminApi.updateRankReward(row.id, body) : adminApi.createRankReward(body)), helpers);
    },
  });
  const form = 'ad-reward';
  return (
    <FormDialog
      id={`${form}-form`}
      title={row ? t('rankRewards.edit') : t('rankRewards.create')}
      onClose={onClose}
      onSubmit={formik.submitForm}
      busy={formik.isSubmitting}
      disabled={formik.isSubmitting || hasVisibleErrors(formik)}
      submitLabel={row ? t('form.update') : t('form.create')}
    >
      <TextField formik={formik} form={form} name="name" label={t('rankRewards.name')} />
      <NumberField formik={formik} form={form} name="rank" label={t('rankRewards.rank')} min={1} />
      <NumberField
        formik={formik}
        form={form}
        name="year"
        label={t('rankRewards.year')}
        min={1900}
        max={2100}
      />
      <TextField formik={formik} form={form} name="description" label={t('form.description')} multiline />
      <ImageFormField formik={formik} label={t('form.image')} />
    </FormDialog>
  );
}
