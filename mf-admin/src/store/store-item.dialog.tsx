import type { AdminStoreCategory, AdminStoreItem } from '@elearn/contracts';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { listQuery } from '../common/admin.queries';
import { adminApi } from '../common/admin.resource';
import { FormDialog } from '../common/form-dialog.component';
import { hasVisibleErrors, NativeSelect, useFieldError } from '../common/form-fields';
import { ImageFormField, NumberField, TextField } from '../common/formik-fields';
import type { DialogProps } from '../common/list-screen.component';
import { useSave } from '../common/use-save';
import {
  hasChanged,
  type StoreItemValues,
  storeItemValues,
  toStoreItemBody,
  validateStoreItem,
} from './store-item-form';

/** Every category, for the item's category field (a store has a handful). */
export const allCategoriesQuery = () =>
  listQuery<AdminStoreCategory>('store-categories', {
    sort: 'name',
    limit: 50,
    skip: 0,
    search: '',
    order: 'asc',
  });

/** Create or update a coins store item (authoring §2, §4, §5); an update waits until something changed. */
export function StoreItemDialog({ row, onClose, onSaved, onFailed }: DialogProps<AdminStoreItem>) {
  const { t } = useTranslation('mf-admin');
  const categories = useQuery(allCategoriesQuery());
  const save = useSave(onSaved, onFailed);
  const formik = useFormik<StoreItemValues>({
    initialValues: storeItemValues(row),
    validate: validateStoreItem,
    onSubmit: async (values, helpers) => {
      const body = toStoreItemBody(values);
      save(await (row ? adminApi.updateStoreItem(row.id, body) : adminApi.createStoreItem(body)), helpers);
    },
  });
  const error = useFieldError(formik);
  const form = 'ad-item';
  const unchanged = !!row && !hasChanged(formik.initialValues, formik.values);
  return (
    <FormDialog
      id={`${form}-form`}
      title={row ? t('storeItems.edit') : t('storeItems.create')}
      onClose={onClose}
      onSubmit={formik.submitForm}
      busy={formik.isSubmitting}
      disabled={formik.isSubmitting || hasVisibleErrors(formik) || unchanged}
      submitLabel={row ? t('form.update') : t('form.create')}
    >
      <TextField formik={formik} form={form} name="name" label={t('storeItems.name')} />
      <Form.Item label={t('storeItems.category')} htmlFor={`${form}-categoryId`} {...error('categoryId')}>
        <NativeSelect
          id={`${form}-categoryId`}
          name="categoryId"
          value={formik.values.categoryId}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          options={[
            { value: '', label: t('storeItems.chooseCategory') },
            ...(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      </Form.Item>
      <NumberField formik={formik} form={form} name="price" label={t('storeItems.price')} min={1} />
      <NumberField formik={formik} form={form} name="available" label={t('storeItems.available')} min={0} />
      <TextField formik={formik} form={form} name="description" label={t('form.description')} multiline />
      <ImageFormField formik={formik} label={t('form.image')} />
    </FormDialog>
  );
}
