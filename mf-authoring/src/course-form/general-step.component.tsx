import type { CourseFormValues } from '@elearn/contracts';
import { COURSE_FEE_STEP } from '@elearn/contracts/course-authoring';
import Button from 'antd/es/button';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-fields.component';

/** Keywords are edited as one line, comma separated (each item is checked non-empty). */
const keywordsFormat = {
  show: (value: unknown) => (Array.isArray(value) ? value.join(',') : ''),
  parse: (text: string) => text.split(','),
};
/** Fees: empty means free; a number otherwise (the rule refuses a negative one). */
const feesFormat = {
  show: (value: unknown) => (value === '' || value === null || value === undefined ? '' : String(value)),
  parse: (text: string) => (text.trim() === '' ? '' : Number(text)),
};

/** Step 1: the course's general text fields. */
export function GeneralStep() {
  const { t } = useTranslation('mf-authoring');
  const { values, setFieldValue } = useFormikContext<CourseFormValues>();
  const free = values.additionalFees === '' || values.additionalFees === null;
  return (
    <fieldset className="cf-step">
      <legend>{t('form.steps.general')}</legend>
      <TextField path="title" label={t('form.fields.title')} />
      <TextField path="description" label={t('form.fields.description')} multiline />
      <TextField
        path="keywords"
        label={t('form.fields.keywords')}
        hint={t('form.keywordsHint')}
        format={keywordsFormat}
      />
      <fieldset className="cf-field cf-plain">
        <legend>{t('form.fields.fees')}</legend>
        <div className="cf-row">
          {/* Choosing Free clears the fees (authoring §4). */}
          <Button
            aria-pressed={free}
            type={free ? 'primary' : 'default'}
            onClick={() => void setFieldValue('additionalFees', '')}
          >
            {t('form.free')}
          </Button>
          <Button
            aria-pressed={!free}
            type={free ? 'default' : 'primary'}
            onClick={() => free && void setFieldValue('additionalFees', 0)}
          >
            {t('form.paid')}
          </Button>
        </div>
      </fieldset>
      {!free && (
        <TextField
          path="additionalFees"
          label={t('form.fields.feesAmount')}
          type="number"
          step={COURSE_FEE_STEP}
          format={feesFormat}
        />
      )}
    </fieldset>
  );
}
