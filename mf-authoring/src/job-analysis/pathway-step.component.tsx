import { COURSE_IMAGE_MAX_BYTES } from '@elearn/contracts/constants';
import {
  createPathwayBodySchema,
  DACUM_RULES,
  type DacumAnalysis,
  type DacumPathwayCourse,
} from '@elearn/contracts/dacum';
import { Link, QueryState, useLang } from '@elearn/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { categoriesQuery, dacumKeys, pathwayQuery } from './job-analysis.queries';
import { DacumCallError, dacumApi } from './job-analysis.resource';
import type { Translate } from './job-analysis-state';

export interface PathwayFormValues {
  name: string;
  description: string;
  image: File | null;
  audiences: { category: string; intendedLearners: string[] }[];
}

/** The pathway form's messages by field (authoring §5 "Pathway form"), translated. */
export function pathwayFormErrors(values: PathwayFormValues, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const image = values.image;
  if (!image?.type.startsWith('image/') || image.size > COURSE_IMAGE_MAX_BYTES)
    errors.image = t(DACUM_RULES.image);
  const parsed = createPathwayBodySchema.safeParse({
    analysisId: '00000000-0000-4000-8000-000000000000',
    name: values.name,
    description: values.description,
    image: { name: 'x', type: 'image/png', base64: '' },
    audiences: values.audiences,
    coursesData: ['00000000-0000-4000-8000-000000000000'],
  });
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.join('.')] ??= t(issue.message);
  return errors;
}

const toBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The creator as the spec shows them: first and last name, else either name, else email. */
export const creatorName = (user: DacumPathwayCourse['user']) =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '';

export function PathwayStep(props: {
  analysis: DacumAnalysis;
  courseIds: string[];
  readOnly: boolean;
  onBack(): void;
  onToast(message: string): void;
}) {
  const { t } = useTranslation('mf-authoring');
  const query = useQuery(pathwayQuery(props.analysis.id));
  return (
    <>
      <QueryState
        query={query}
        loadingLabel={t('dacum.loading')}
        errorMessage={t('dacum.pathway.loadFailed')}
        retryLabel={t('dacum.retry')}
      >
        {(rows) =>
          rows.length ? (
            <PathwayTable rows={rows} />
          ) : props.readOnly ? null : (
            <PathwayForm analysis={props.analysis} courseIds={props.courseIds} onToast={props.onToast} />
          )
        }
      </QueryState>
      <div className="dacum-actions">
        <Button onClick={props.onBack}>{t('dacum.pathway.back')}</Button>
      </div>
    </>
  );
}

function PathwayTable({ rows }: { rows: DacumPathwayCourse[] }) {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  return (
    <>
      <p role="status">{t('dacum.pathway.done')}</p>
      <table className="dacum-table">
        <thead>
          <tr>
            <th scope="col">{t('dacum.pathway.title')}</th>
            <th scope="col">{t('dacum.pathway.type')}</th>
            <th scope="col">{t('dacum.pathway.description')}</th>
            <th scope="col">{t('dacum.pathway.pathwayName')}</th>
            <th scope="col">{t('dacum.pathway.prerequisite')}</th>
            <th scope="col">{t('dacum.pathway.creator')}</th>
            <th scope="col">{t('dacum.pathway.preview')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td>{row.title}</td>
              <td>{t(`dacum.type.${row.type}`, row.type)}</td>
              <td>{row.description}</td>
              <td>{row.pathway.name}</td>
              <td>{row.prerequisite?.title ?? t('dacum.pathway.none')}</td>
              <td>{creatorName(row.user) || t('dacum.pathway.none')}</td>
              <td>
                <Link
                  to={`/${lang}/dashboard/preview-course/${row._id}`}
                  aria-label={t('dacum.pathway.previewOf', { title: row.title })}
                >
                  {t('dacum.pathway.preview')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function PathwayForm(props: {
  analysis: DacumAnalysis;
  courseIds: string[];
  onToast(message: string): void;
}) {
  const { t } = useTranslation('mf-authoring');
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery());
  const create = useMutation({
    mutationFn: async (values: PathwayFormValues) =>
      dacumApi.createPathway({
        analysisId: props.analysis.id,
        name: values.name.trim(),
        description: values.description.trim(),
        image: { name: values.image!.name, type: values.image!.type, base64: await toBase64(values.image!) },
        audiences: values.audiences,
        coursesData: props.courseIds,
      }),
  });
  const formik = useFormik<PathwayFormValues>({
    initialValues: {
      name: props.analysis.jobName,
      description: '',
      image: null,
      audiences: [{ category: '', intendedLearners: [] }],
    },
    validate: (values) => pathwayFormErrors(values, (k, o) => t(k, o ?? {})),
    onSubmit: async (values, helpers) => {
      try {
        const rows = await create.mutateAsync(values);
        queryClient.setQueryData(dacumKeys.pathway(props.analysis.id), rows);
      } catch (error) {
        const fields = error instanceof DacumCallError ? error.errors : {};
        helpers.setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, t(v)])));
        props.onToast(t('dacum.failed.pathway'));
      }
    },
  });
  const error = (field: string): string | undefined =>
    formik.submitCount > 0 || (formik.touched as Record<string, unknown>)[field]
      ? (formik.errors as Record<string, string | undefined>)[field]
      : undefined;
  const fieldError = (field: string) => {
    const message = error(field);
    return message ? (
      <span id={`pathway-${field}-error`} className="dacum-error" role="alert">
        {message}
      </span>
    ) : null;
  };
  const options = (categories.data ?? []).map((c) => ({ value: c.id, label: c.sector }));
  return (
    <form className="dacum-form" onSubmit={formik.handleSubmit} noValidate>
      <div className="dacum-field">
        <label htmlFor="pathway-name">{t('dacum.pathway.name')}</label>
        <Input
          id="pathway-name"
          name="name"
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={!!error('name')}
          status={error('name') ? 'error' : undefined}
        />
        {fieldError('name')}
      </div>
      <div className="dacum-field">
        <label htmlFor="pathway-description">{t('dacum.pathway.descriptionField')}</label>
        <Input.TextArea
          id="pathway-description"
          name="description"
          value={formik.values.description}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={!!error('description')}
          status={error('description') ? 'error' : undefined}
        />
        {fieldError('description')}
      </div>
      <div className="dacum-field">
        <label htmlFor="pathway-image">{t('dacum.pathway.image')}</label>
        <input
          id="pathway-image"
          type="file"
          accept="image/*"
          aria-invalid={!!error('image')}
          onChange={(e) => {
            void formik.setFieldValue('image', e.target.files?.[0] ?? null);
            void formik.setFieldTouched('image', true, false);
          }}
        />
        {fieldError('image')}
      </div>
      <fieldset>
        <legend>{t('dacum.pathway.audiences')}</legend>
        {formik.values.audiences.map((audience, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of a list the user edits
          <div key={i} className="dacum-form">
            <div className="dacum-field">
              <label htmlFor={`pathway-category-${i}`}>{t('dacum.pathway.category')}</label>
              <select
                id={`pathway-category-${i}`}
                className="dacum-select"
                value={audience.category}
                aria-invalid={!!error(`audiences.${i}.category`)}
                onChange={(e) =>
                  void formik.setFieldValue(`audiences.${i}`, {
                    category: e.target.value,
                    intendedLearners: [],
                  })
                }
              >
                <option value="">{categories.isPending ? t('dacum.loading') : ''}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              {fieldError(`audiences.${i}.category`)}
            </div>
            <fieldset className="dacum-checks">
              <legend>{t('dacum.pathway.intendedLearners')}</legend>
              {(categories.data?.find((c) => c.id === audience.category)?.intendedLearners ?? []).map(
                (learner) => (
                  <label key={learner}>
                    <input
                      type="checkbox"
                      checked={audience.intendedLearners.includes(learner)}
                      onChange={(e) =>
                        void formik.setFieldValue(
                          `audiences.${i}.intendedLearners`,
                          e.target.checked
                            ? [...audience.intendedLearners, learner]
                            : audience.intendedLearners.filter((l) => l !== learner),
                        )
                      }
                    />{' '}
                    {learner}
                  </label>
                ),
              )}
            </fieldset>
            {formik.values.audiences.length > 1 && (
              <Button
                onClick={() =>
                  void formik.setFieldValue(
                    'audiences',
                    formik.values.audiences.filter((_, j) => j !== i),
                  )
                }
              >
                {t('dacum.pathway.removeAudience', { n: i + 1 })}
              </Button>
            )}
          </div>
        ))}
        {fieldError('audiences')}
        <Button
          onClick={() =>
            void formik.setFieldValue('audiences', [
              ...formik.values.audiences,
              { category: '', intendedLearners: [] },
            ])
          }
        >
          {t('dacum.pathway.addAudience')}
        </Button>
      </fieldset>
      {fieldError('coursesData')}
      <div className="dacum-actions">
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting} disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('dacum.pathway.creating') : t('dacum.pathway.create')}
        </Button>
      </div>
    </form>
  );
}
