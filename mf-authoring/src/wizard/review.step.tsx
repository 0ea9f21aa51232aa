import { formatEgp } from '@elearn/platform';
import { useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilePreview } from './draft-cover';
import { courseOptionsQuery, type WizardConstants } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import { type IncompleteField, incompleteFields } from './wizard-validate';
import { type WizardValues, withoutFile } from './wizard-values';

/** The general step's label of a field whose name differs from its label key. */
const GENERAL_LABELS: Record<string, string> = {
  image: 'cover',
  additionalFees: 'fees',
  educationalSystem: 'system',
  gradeLevels: 'grades',
};

/** Step 4: the read-only summary and Create Course (multipart: file, json, draftId). */
export function ReviewStep({
  draftId,
  constants,
  onBack,
  onCreated,
}: {
  draftId: string;
  constants: WizardConstants;
  onBack: () => void;
  onCreated: (courseId: string) => void;
}) {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const { values, validateForm } = useFormikContext<WizardValues>();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Record<string, unknown>>({});
  const courses = useQuery(courseOptionsQuery());
  const prerequisiteTitle = courses.data?.find((c) => c._id === values.prerequisite)?.title;
  // Checked again whenever the values change: a reopened draft's cover comes back from
  // the server after this step has mounted, and must not leave the step "incomplete".
  useEffect(() => {
    void validateForm(values).then(setInvalid);
  }, [values, validateForm]);
  const incomplete = incompleteFields(invalid);

  const create = async () => {
    setBusy(true);
    setFailure(null);
    const form = new FormData();
    form.append('json', JSON.stringify(withoutFile(values)));
    form.append('draftId', draftId);
    if (values.image instanceof File) form.append('file', values.image);
    const result = await wizardApi.createCourse(form).catch((e: unknown) => String(e));
    setBusy(false);
    if (typeof result === 'string') return setFailure(t('review.failed', { message: result }));
    if (result.ok) return onCreated(result.data._id);
    if (Object.keys(result.errors).length) setServerErrors(result.errors);
    else setFailure(t('review.failed', { message: result.message }));
  };

  const fieldName = (item: IncompleteField) =>
    item.field === 'module'
      ? t('review.moduleOf', { outcome: item.outcome, n: item.module })
      : item.field === 'outcome'
        ? t('review.outcomeN', { n: item.outcome })
        : t(`general.${GENERAL_LABELS[item.field] ?? item.field}`, { defaultValue: item.field });
  const name = (list: { id: string; name: string }[], id?: string) =>
    list.find((x) => x.id === id)?.name ?? '';
  const preview = useFilePreview(values.image);
  const cover = preview ?? (typeof values.image === 'string' ? values.image : '');
  return (
    <section aria-labelledby="wizard-step-heading" className="authoring-preview">
      <h2 id="wizard-step-heading" tabIndex={-1}>
        {t('wizard.step.review')}
      </h2>
      <dl className="authoring-dl">
        <dt>{t('general.type')}</dt>
        <dd>{t(`type.${values.type}`)}</dd>
        <dt>{t('general.title')}</dt>
        <dd>{values.title}</dd>
        <dt>{t('general.description')}</dt>
        <dd>{values.description || t('review.noDescription')}</dd>
        <dt>{t('general.fees')}</dt>
        <dd>
          {typeof values.additionalFees === 'number'
            ? formatEgp(Math.round(values.additionalFees * 100), lang)
            : t('review.noFees')}
        </dd>
        {values.type === 'academic' ? (
          <>
            <dt>{t('general.grades')}</dt>
            <dd>{(values.gradeLevels ?? []).map((id) => name(constants.grades, id)).join(', ')}</dd>
            <dt>{t('general.system')}</dt>
            <dd>{name(constants.systems, values.educationalSystem)}</dd>
          </>
        ) : (
          <>
            <dt>{t('general.pathway')}</dt>
            <dd>{name(constants.pathways, values.pathway)}</dd>
            <dt>{t('general.prerequisite')}</dt>
            <dd>
              {values.prerequisite ? (
                // The course's title once the options are there (the general step loaded them).
                <bdi>{prerequisiteTitle ?? t('review.prerequisiteChosen')}</bdi>
              ) : (
                t('general.none')
              )}
            </dd>
          </>
        )}
        <dt>{t('general.keywords')}</dt>
        <dd>
          {values.keywords.map((k) => (
            <Tag key={k}>{k}</Tag>
          ))}
        </dd>
        <dt>{t('general.audiences')}</dt>
        <dd>
          <ul>
            {values.audiences.map((a) => (
              <li key={a.category}>
                {constants.categories.find((c) => c.id === a.category)?.sector}
                {a.intendedLearners.length > 0 && `: ${a.intendedLearners.join(', ')}`}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {cover && <img className="authoring-cover" src={cover} alt={t('review.cover')} />}
      {values.learningOutcomes.map((outcome, i) => (
        <section key={outcome.tempId}>
          <h3>{t('preview.outcome', { n: i + 1, statement: outcome.statement })}</h3>
          <dl className="authoring-dl">
            <dt>{t('fields.scope')}</dt>
            <dd>{outcome.scope}</dd>
            <dt>{t('fields.domain')}</dt>
            <dd>{outcome.domain}</dd>
          </dl>
          <ul>
            {outcome.performanceCriteria.map((c) => (
              <li key={c.tempId}>{c.description}</li>
            ))}
          </ul>
          {outcome.modules.map((module, m) => (
            <div key={module.tempId}>
              <h4>{t('preview.module', { n: m + 1, name: module.name })}</h4>
              <ol>
                {module.lessons.map((lesson) => (
                  <li key={lesson.tempId}>
                    {lesson.name}
                    <ul>
                      {lesson.learningOutcomes.map((o) => (
                        <li key={o}>{o}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
      {incomplete.length > 0 && (
        <Alert
          type="error"
          showIcon
          message={t('review.incomplete')}
          description={
            <ul>
              {incomplete.map((item) => (
                <li key={JSON.stringify(item)}>
                  {t('review.missing', {
                    step: t(`wizard.step.${item.step}`),
                    field: fieldName(item),
                    problem: t(item.message),
                  })}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {serverErrors && (
        <div role="alert" className="wizard-server-errors">
          <ul>
            {Object.entries(serverErrors).map(([field, key]) => (
              <li key={field}>
                {t(`general.${GENERAL_LABELS[field] ?? field}`, { defaultValue: field })}: {t(key)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {failure && <Alert type="error" showIcon message={failure} />}
      <div className="wizard-moves">
        <Button onClick={onBack}>{t('wizard.backToModules')}</Button>
        <Button
          type="primary"
          onClick={create}
          loading={busy}
          disabled={busy || !!serverErrors || incomplete.length > 0}
        >
          {t('review.create')}
        </Button>
      </div>
    </section>
  );
}
