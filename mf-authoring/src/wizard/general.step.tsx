import { COURSE_FEE_STEP, imagePromptTitleRule } from '@elearn/contracts/course-authoring';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudiencesField } from './audiences.component';
import { useDraftCover, useFilePreview } from './draft-cover';
import { AiFailure } from './enhance-prompt.component';
import { Field, ListError, Select, useFieldError } from './field';
import { InlineCreate } from './inline-create.component';
import { courseOptionsQuery, type WizardConstants, wizardKeys } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import { droppedFields, isFree, setFree, setPathway, switchType, type WizardValues } from './wizard-values';

/** Step 1: general info (authoring §2). */
export function GeneralStep({ constants, onForward }: { constants: WizardConstants; onForward: () => void }) {
  const { t } = useTranslation('mf-authoring');
  const { isSubmitting } = useFormikContext<WizardValues>();
  // Forward waits for a saved cover being brought back (else the cover would read as missing).
  const restoring = useDraftCover().status === 'restoring';
  return (
    <section aria-labelledby="wizard-step-heading">
      <h2 id="wizard-step-heading" tabIndex={-1}>
        {t('wizard.step.general')}
      </h2>
      <GeneralFields constants={constants} />
      <ListError name="form" />
      <div className="wizard-moves">
        <Button
          type="primary"
          loading={isSubmitting}
          disabled={isSubmitting || restoring}
          onClick={onForward}
        >
          {t('wizard.toOutcomes')}
        </Button>
      </div>
    </section>
  );
}

/**
 * A course's general fields (type, title, description, cover, keywords, audiences, fees, and the
 * type's own fields), for the wizard and the course form's create mode: the form's values carry
 * these fields by the wizard's names, its errors are nested, and a DraftCoverProvider is above.
 */
export function GeneralFields({ constants }: { constants: WizardConstants }) {
  const { t } = useTranslation('mf-authoring');
  const formik = useFormikContext<WizardValues>();
  const { values, setValues, setFieldValue, setErrors, errors } = formik;
  const changeType = (type: WizardValues['type']) => {
    // The other type's fields go, and their errors with them.
    const kept = { ...errors } as Record<string, unknown>;
    for (const field of droppedFields(values.type)) delete kept[field];
    void setValues(switchType(values, type), false);
    setErrors(kept);
  };
  return (
    <>
      <fieldset className="wizard-choices">
        <legend>{t('general.type')}</legend>
        {(['academic', 'professional'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="type"
              checked={values.type === type}
              onChange={() => changeType(type)}
            />{' '}
            {t(`type.${type}`)}
          </label>
        ))}
      </fieldset>
      <Field name="title" label={t('general.title')}>
        {(a11y) => <Input {...a11y} {...formik.getFieldProps('title')} />}
      </Field>
      <Field name="description" label={t('general.description')}>
        {(a11y) => <Input.TextArea {...a11y} rows={3} {...formik.getFieldProps('description')} />}
      </Field>
      <CoverField />
      <KeywordsField />
      <AudiencesField constants={constants} />
      <fieldset className="wizard-choices">
        <legend>{t('general.fees')}</legend>
        <label>
          <input
            type="radio"
            name="fees"
            checked={isFree(values)}
            onChange={() => setValues(setFree(values, true))}
          />{' '}
          {t('general.free')}
        </label>
        <label>
          <input
            type="radio"
            name="fees"
            checked={!isFree(values)}
            onChange={() => setValues(setFree(values, false))}
          />{' '}
          {t('general.paid')}
        </label>
      </fieldset>
      {!isFree(values) && (
        <Field name="additionalFees" label={t('general.amount')}>
          {(a11y) => (
            <Input
              {...a11y}
              type="number"
              min={0}
              step={COURSE_FEE_STEP}
              value={values.additionalFees ?? ''}
              onChange={(e) =>
                setFieldValue('additionalFees', e.target.value === '' ? '' : Number(e.target.value))
              }
              onBlur={() => formik.setFieldTouched('additionalFees')}
            />
          )}
        </Field>
      )}
      {values.type === 'academic' ? (
        <AcademicFields constants={constants} />
      ) : (
        <ProfessionalFields constants={constants} />
      )}
    </>
  );
}

/**
 * The cover: an image file of at most 1 MB (saved with the draft, so another device has it too)
 * or an https address, and AI generation (no image model offline).
 */
function CoverField() {
  const { t } = useTranslation('mf-authoring');
  const { values, setFieldValue, setFieldTouched } = useFormikContext<WizardValues>();
  const cover = useDraftCover();
  const [aiMessage, setAiMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    if (!imagePromptTitleRule.safeParse(values.title).success) {
      setAiMessage(t('rules.imageTitle'));
      return;
    }
    setBusy(true);
    const result = await wizardApi.generateImage(values.title, values.description).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      void setFieldValue('image', result.data.imageUrl);
      setAiMessage(null);
    } else
      setAiMessage(
        t('ai.imageFailed', {
          message: t(`ai.code.${result?.message || 'AI_FAILED'}`, t('ai.code.AI_FAILED')),
        }),
      );
  };
  const file = values.image instanceof File ? values.image : null;
  const preview = useFilePreview(file);
  const urlId = useId();
  const failed = cover.status === 'saveFailed' || cover.status === 'restoreFailed';
  // A cover given as an address shows its error (the server could not fetch it) on the address.
  const byAddress = typeof values.image === 'string' && values.image !== '';
  const imageError = useFieldError('image');
  const addressError = byAddress ? imageError : undefined;
  return (
    <div className="wizard-group">
      <Field name="image" label={t('general.cover')} hint={t('general.coverHint')} showError={!byAddress}>
        {(a11y) => (
          <input
            {...a11y}
            type="file"
            accept="image/*"
            onChange={(e) => {
              cover.choose(e.target.files?.[0] ?? null);
              // The same file chosen again after a removal is a change too.
              e.target.value = '';
            }}
          />
        )}
      </Field>
      {file && (
        <div className="wizard-cover">
          {preview && <img src={preview} alt={t('general.coverPreview')} />}
          <p className="authoring-muted">{t('general.chosen', { name: file.name })}</p>
          <Button size="small" onClick={cover.remove}>
            {t('general.removeCover')}
          </Button>
        </div>
      )}
      <p className="authoring-muted" aria-live="polite">
        {cover.status === 'idle' || failed ? '' : t(`general.coverState.${cover.status}`)}
      </p>
      {failed && (
        <AiFailure
          message={t(`general.coverState.${cover.status}`)}
          onRetry={cover.retry}
          retryLabel={t('retry')}
        />
      )}
      <label className="wizard-field" htmlFor={`${urlId}`}>
        {t('general.coverUrl')}
      </label>
      <Input
        id={urlId}
        inputMode="url"
        value={typeof values.image === 'string' ? values.image : ''}
        onChange={(e) => cover.address(e.target.value)}
        onBlur={() => setFieldTouched('image')}
        aria-invalid={!!addressError}
        aria-describedby={addressError ? `${urlId}-error` : undefined}
      />
      {addressError && (
        <div id={`${urlId}-error`} className="wizard-error" role="alert">
          {addressError}
        </div>
      )}
      <Button onClick={generate} loading={busy}>
        {t('general.generateImage')}
      </Button>
      {aiMessage && (
        <div className="wizard-error" role="alert">
          {aiMessage}
        </div>
      )}
    </div>
  );
}

function KeywordsField() {
  const { t } = useTranslation('mf-authoring');
  const { values, setFieldValue } = useFormikContext<WizardValues>();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    const word = draft.trim();
    if (word && !values.keywords.includes(word)) void setFieldValue('keywords', [...values.keywords, word]);
    setDraft('');
  };
  return (
    <div className="wizard-group">
      <label className="wizard-field" htmlFor={inputId}>
        {t('general.keywords')}
      </label>
      <Input
        id={inputId}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          add();
        }}
      />
      <Button onClick={add}>{t('general.addKeyword')}</Button>
      <ul className="wizard-tags" aria-label={t('general.keywords')}>
        {values.keywords.map((word) => (
          <li key={word}>
            <Tag>{word}</Tag>
            <Button
              size="small"
              type="text"
              aria-label={t('general.removeKeyword', { word })}
              onClick={() =>
                setFieldValue(
                  'keywords',
                  values.keywords.filter((k) => k !== word),
                )
              }
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <ListError name="keywords" />
    </div>
  );
}

function AcademicFields({ constants }: { constants: WizardConstants }) {
  const { t } = useTranslation('mf-authoring');
  const { values, setFieldValue } = useFormikContext<WizardValues>();
  const grades = values.gradeLevels ?? [];
  return (
    <>
      <Field name="educationalSystem" label={t('general.system')}>
        {(a11y) => (
          <Select
            {...a11y}
            placeholder={t('general.choose')}
            options={constants.systems.map((s) => ({ value: s.id, label: s.name }))}
            value={values.educationalSystem}
            onValue={(v) => setFieldValue('educationalSystem', v)}
          />
        )}
      </Field>
      <fieldset className="wizard-choices wizard-grid">
        <legend>{t('general.grades')}</legend>
        {constants.grades.map((g) => (
          <label key={g.id}>
            <input
              type="checkbox"
              checked={grades.includes(g.id)}
              onChange={(e) =>
                setFieldValue(
                  'gradeLevels',
                  e.target.checked ? [...grades, g.id] : grades.filter((x) => x !== g.id),
                )
              }
            />{' '}
            {g.name}
          </label>
        ))}
      </fieldset>
      <ListError name="gradeLevels" />
    </>
  );
}

function ProfessionalFields({ constants }: { constants: WizardConstants }) {
  const { t } = useTranslation('mf-authoring');
  const { values, setValues, setFieldValue } = useFormikContext<WizardValues>();
  const courses = useQuery(courseOptionsQuery());
  return (
    <>
      <Field name="pathway" label={t('general.pathway')}>
        {(a11y) => (
          <Select
            {...a11y}
            placeholder={t('general.choose')}
            options={constants.pathways.map((p) => ({ value: p.id, label: p.name }))}
            value={values.pathway}
            onValue={(v) => setValues(setPathway(values, v))}
          />
        )}
      </Field>
      <InlineCreate
        label={t('general.newPathway')}
        field="name"
        create={(name) => wizardApi.newPathway(name)}
        refresh={wizardKeys.constants}
        onCreated={(p) => setValues(setPathway(values, p.id))}
      />
      <Field name="prerequisite" label={t('general.prerequisite')}>
        {(a11y) => (
          <Select
            {...a11y}
            placeholder={courses.isError ? t('general.optionsFailed') : t('general.none')}
            options={(courses.data ?? []).map((c) => ({ value: c._id, label: c.title }))}
            value={values.prerequisite}
            onValue={(v) => setFieldValue('prerequisite', v)}
          />
        )}
      </Field>
    </>
  );
}
