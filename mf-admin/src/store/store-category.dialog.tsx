import type { AdminStoreCategory } from '@elearn/contracts';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../common/admin.resource';
import { FormDialog } from '../common/form-dialog.component';
import { hasVisibleErrors } from '../common/form-fields';
import { TextField } from '../common/formik-fields';
import type { DialogProps } from '../common/list-screen.component';
import { useSave } from '../common/use-save';
import { type StoreCategoryValues, storeCategoryValues, validateStoreCategory } from './store-category-form';

/** Create or rename a coins store category. */
export function StoreCategoryDialog({ row, onClose, onSaved, onFailed }: DialogProps<AdminStoreCategory>) {
  const { t } = useTranslation('mf-admin');
  const save = useSave(onSaved, onFailed);
  const formik = useFormik<StoreCategoryValues>({
    initialValues: storeCategoryValues(row),
    validate: validateStoreCategory,
    onSubmit: async (values, helpers) => {
      save(
        await (row ? adminApi.updateStoreCategory(row.id, values) : adminApi.createStoreCategory(values)),
        helpers,
      );
    },
  });
  const form = 'ad-category';
  return (
    <FormDialog
      id={`${form}-form`}
      title={row ? t('storeCategories.edit') : t('storeCategories.create')}
      onClose={onClose}
      onSubmit={formik.submitForm}
      busy={formik.isSubmitting}
      disabled={formik.isSubmitting || hasVisibleErrors(formik) || (!!row && !formik.dirty)}
      submitLabel={row ? t('form.update') : t('form.create')}
    >
      <TextField formik={formik} form={form} name="name" label={t('storeCategories.name')} />
      <TextField formik={formik} form={form} name="description" label={t('form.description')} multiline />
    </FormDialog>
  );
}
