import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { AdminPlan } from '@elearn/contracts';
import { catalogueFeature, PLAN_FEATURE_CATALOGUE } from '@elearn/contracts/constants';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../common/admin.resource';
import { FormDialog } from '../common/form-dialog.component';
import { hasVisibleErrors, NativeSelect, numberValue, useFieldError } from '../common/form-fields';
import { ImageFormField, NumberField, TextField } from '../common/formik-fields';
import { useSave } from '../common/use-save';
import {
  nextFeature,
  type PlanValues,
  planValues,
  switchFeature,
  toPlanBody,
  validatePlan,
} from './plan-form';

interface Props {
  plan?: AdminPlan;
  onClose: () => void;
  onSaved: () => void;
  onFailed: () => void;
}

/** Create or update a plan (authoring §2 "Plan form"): features from the catalogue, each once. */
export function PlanDialog({ plan, onClose, onSaved, onFailed }: Props) {
  const { t } = useTranslation('mf-admin');
  const save = useSave(onSaved, onFailed);
  const formik = useFormik<PlanValues>({
    initialValues: planValues(plan),
    validate: validatePlan,
    onSubmit: async (values, helpers) => {
      const body = toPlanBody(values);
      save(await (plan ? adminApi.updatePlan(plan.id, body) : adminApi.createPlan(body)), helpers);
    },
  });
  const error = useFieldError(formik);
  const { values } = formik;
  const added = nextFeature(values.features);
  const setFeatures = (features: PlanValues['features']) => formik.setFieldValue('features', features);
  const used = (name: string, index: number) =>
    values.features.some((f, i) => i !== index && f.name === name);

  return (
    <FormDialog
      id="ad-plan-form"
      title={plan ? t('plans.edit') : t('plans.create')}
      onClose={onClose}
      onSubmit={formik.submitForm}
      busy={formik.isSubmitting}
      disabled={formik.isSubmitting || hasVisibleErrors(formik)}
      submitLabel={plan ? t('form.update') : t('form.create')}
    >
      <TextField formik={formik} form="ad-plan" name="name" label={t('plans.name')} />
      <NumberField
        formik={formik}
        form="ad-plan"
        name="defaultDurationInMonth"
        label={t('plans.duration')}
        min={1}
      />
      <NumberField formik={formik} form="ad-plan" name="feesInEGP" label={t('plans.fees')} min={0} />
      <ImageFormField formik={formik} label={t('form.image')} />
      <fieldset>
        <legend>{t('plans.features')}</legend>
        {values.features.length === 0 ? (
          <p className="ad-empty-note">{t('plans.noFeatures')}</p>
        ) : (
          <ul className="ad-features">
            {values.features.map((feature, i) => {
              const limit = catalogueFeature(feature.name)?.limit;
              return (
                <li className="ad-feature" key={feature.name}>
                  <Form.Item
                    label={t('plans.feature')}
                    htmlFor={`ad-feature-${i}`}
                    {...error(`features.${i}.name`)}
                  >
                    <NativeSelect
                      id={`ad-feature-${i}`}
                      value={feature.name}
                      onChange={(e) =>
                        setFeatures(
                          values.features.map((f, j) => (j === i ? switchFeature(e.target.value) : f)),
                        )
                      }
                      options={PLAN_FEATURE_CATALOGUE.filter((f) => !used(f.name, i)).map((f) => ({
                        value: f.name,
                        label: t(`features.${f.name}`),
                      }))}
                    />
                  </Form.Item>
                  {limit && (
                    <Form.Item
                      label={t(`plans.${limit.field}`)}
                      htmlFor={`ad-feature-${i}-limit`}
                      {...error(`features.${i}.${limit.field}`)}
                    >
                      <Input
                        id={`ad-feature-${i}-limit`}
                        type="number"
                        min={1}
                        step={1}
                        value={feature[limit.field]}
                        onChange={(e) =>
                          setFeatures(
                            values.features.map((f, j) =>
                              j === i ? { ...f, [limit.field]: numberValue(e.target.value) } : f,
                            ),
                          )
                        }
                      />
                    </Form.Item>
                  )}
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('plans.removeFeature', { name: t(`features.${feature.name}`) })}
                    onClick={() => setFeatures(values.features.filter((_, j) => j !== i))}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <Button
          icon={<PlusOutlined />}
          disabled={!added}
          onClick={() => added && setFeatures([...values.features, added])}
        >
          {t('plans.addFeature')}
        </Button>
      </fieldset>
    </FormDialog>
  );
}
