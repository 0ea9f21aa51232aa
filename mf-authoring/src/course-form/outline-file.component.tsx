import type { CourseFormValues } from '@elearn/contracts';
import { useFormikContext } from 'formik';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gradeLevelsFromOutline,
  type OutlineError,
  parseOutline,
  prefillFromOutline,
} from './course-outline';

/** The largest outline file read (a whole course's text; far above any real one). */
const MAX_OUTLINE_BYTES = 2 * 1024 * 1024;

/** Loads a Course outline JSON file into the form, or lists the file's errors by path (`grades`: the create mode's). */
export function OutlineFile({ grades }: { grades?: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation('mf-authoring');
  const { values, setValues } = useFormikContext<CourseFormValues>();
  const [errors, setErrors] = useState<OutlineError[]>([]);
  const [loaded, setLoaded] = useState<string | null>(null);
  const id = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setLoaded(null);
    if (!file) return;
    if (file.size > MAX_OUTLINE_BYTES) return setErrors([{ path: 'file', message: 'form.outline.tooLarge' }]);
    const result = parseOutline(await file.text());
    if (!result.ok) return setErrors(result.errors);
    setErrors([]);
    const filled = prefillFromOutline(values, result.outline);
    // Creating a course: the file's grade_level also picks the grade level of that name.
    await setValues(grades ? gradeLevelsFromOutline(filled, result.gradeLevel, grades) : filled, true);
    setLoaded(file.name);
  };

  return (
    <div className="cf-outline">
      <label htmlFor={id}>{t('form.outline.label')}</label>
      <span className="authoring-muted">{t('form.outline.hint')}</span>
      <input id={id} type="file" accept="application/json,.json" onChange={(e) => void onFile(e)} />
      {loaded && (
        <p role="status" className="cf-ok">
          {t('form.outline.loaded', { name: loaded })}
        </p>
      )}
      {errors.length > 0 && (
        <div role="alert" className="cf-errors">
          <p>{t('form.outline.invalid', { count: errors.length })}</p>
          <ul>
            {errors.map((e) => (
              <li key={`${e.path}-${e.message}`}>
                <code>{e.path}</code>: {t(e.message)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
