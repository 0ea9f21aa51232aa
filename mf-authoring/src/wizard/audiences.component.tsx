import Button from 'antd/es/button';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Field, ListError, Select } from './field';
import { InlineCreate } from './inline-create.component';
import { type WizardConstants, wizardKeys } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import { setAudienceCategory, type WizardValues } from './wizard-values';

/** Audiences: a category each (not twice), its intended learners; categories and learners made inline. */
export function AudiencesField({ constants }: { constants: WizardConstants }) {
  const { t } = useTranslation('mf-authoring');
  const { values, setValues, setFieldValue } = useFormikContext<WizardValues>();
  const options = constants.categories.map((c) => ({ value: c.id, label: c.sector }));
  return (
    <fieldset className="wizard-group">
      <legend>{t('general.audiences')}</legend>
      {values.audiences.map((audience, index) => {
        const category = constants.categories.find((c) => c.id === audience.category);
        const learners = audience.intendedLearners;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: audiences have no id; a row is its position
          <div key={`${index}-${audience.category}`} className="wizard-audience">
            <Field name={`audiences.${index}.category`} label={t('general.category', { n: index + 1 })}>
              {(a11y) => (
                <Select
                  {...a11y}
                  placeholder={t('general.choose')}
                  options={options}
                  value={audience.category}
                  onValue={(v) => setValues(setAudienceCategory(values, index, v))}
                />
              )}
            </Field>
            {category && (
              <fieldset className="wizard-choices wizard-grid">
                <legend>{t('general.learners', { sector: category.sector })}</legend>
                {category.intendedLearners.map((name) => (
                  <label key={name}>
                    <input
                      type="checkbox"
                      checked={learners.includes(name)}
                      onChange={(e) =>
                        setFieldValue(
                          `audiences.${index}.intendedLearners`,
                          e.target.checked ? [...learners, name] : learners.filter((x) => x !== name),
                        )
                      }
                    />{' '}
                    {name}
                  </label>
                ))}
                <InlineCreate
                  label={t('general.newLearner')}
                  field="newLearner"
                  create={(name) => wizardApi.newIntendedLearner(category.id, name)}
                  refresh={wizardKeys.constants}
                  onCreated={(updated) => {
                    const added = updated.intendedLearners.filter(
                      (n) => !category.intendedLearners.includes(n),
                    );
                    void setFieldValue(`audiences.${index}.intendedLearners`, [...learners, ...added]);
                  }}
                />
              </fieldset>
            )}
            {values.audiences.length > 1 && (
              <Button
                danger
                onClick={() =>
                  setFieldValue(
                    'audiences',
                    values.audiences.filter((_, i) => i !== index),
                  )
                }
              >
                {t('general.removeAudience', { n: index + 1 })}
              </Button>
            )}
          </div>
        );
      })}
      <ListError name="audiences" />
      <Button
        onClick={() =>
          setFieldValue('audiences', [...values.audiences, { category: '', intendedLearners: [] }])
        }
      >
        {t('general.addAudience')}
      </Button>
      <InlineCreate
        label={t('general.newCategory')}
        field="sector"
        create={(sector) => wizardApi.newCategory(sector)}
        failedKey="general.categoryFailed"
        refresh={wizardKeys.constants}
        onCreated={(category) => {
          const empty = values.audiences.findIndex((a) => !a.category);
          void setValues(
            empty >= 0
              ? setAudienceCategory(values, empty, category.id)
              : {
                  ...values,
                  audiences: [...values.audiences, { category: category.id, intendedLearners: [] }],
                },
          );
        }}
      />
    </fieldset>
  );
}
