import type { CourseFormValues } from '@elearn/contracts';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { AddButton, ListError, RemoveButton, TextField } from './form-fields.component';

const newOutcome = () => ({
  statement: '',
  scope: '',
  domain: '',
  performanceCriteria: [{ description: '' }],
});

/** Step 2: learning outcomes with scope, domain and performance criteria. */
export function OutcomesStep() {
  const { t } = useTranslation('mf-authoring');
  const { values } = useFormikContext<CourseFormValues>();
  return (
    <fieldset className="cf-step">
      <legend>{t('form.steps.outcomes')}</legend>
      <ListError path="learningOutcomes" />
      <FieldArray name="learningOutcomes">
        {(outcomes) => (
          <>
            {values.learningOutcomes.map((outcome, i) => {
              const path = `learningOutcomes.${i}`;
              const name = t('form.outcome', { n: i + 1 });
              return (
                <section key={outcome.id ?? i} className="cf-card" aria-label={name}>
                  <div className="cf-card-head">
                    <h3>{name}</h3>
                    <RemoveButton
                      label={t('form.removeItem', { item: name })}
                      onClick={() => outcomes.remove(i)}
                    />
                  </div>
                  <TextField path={`${path}.statement`} label={t('form.fields.statement')} />
                  <TextField path={`${path}.scope`} label={t('form.fields.scope')} />
                  <TextField path={`${path}.domain`} label={t('form.fields.domain')} />
                  <h4>{t('form.fields.criteria')}</h4>
                  <ListError path={`${path}.performanceCriteria`} />
                  <FieldArray name={`${path}.performanceCriteria`}>
                    {(criteria) => (
                      <>
                        {outcome.performanceCriteria.map((c, j) => {
                          const label = t('form.criterion', { n: j + 1 });
                          return (
                            <div key={c.id ?? j} className="cf-row cf-item">
                              <TextField
                                path={`${path}.performanceCriteria.${j}.description`}
                                label={label}
                              />
                              <RemoveButton
                                label={t('form.removeItem', { item: `${name}, ${label}` })}
                                onClick={() => criteria.remove(j)}
                              />
                            </div>
                          );
                        })}
                        <AddButton
                          label={t('form.addCriterion')}
                          onClick={() => criteria.push({ description: '' })}
                        />
                      </>
                    )}
                  </FieldArray>
                </section>
              );
            })}
            <AddButton label={t('form.addOutcome')} onClick={() => outcomes.push(newOutcome())} />
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
