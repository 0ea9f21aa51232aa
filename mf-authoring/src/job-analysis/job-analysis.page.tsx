import {
  DACUM_LANGUAGES,
  DACUM_LEVELS,
  DACUM_STEPS,
  type DacumAnalysis,
  type DacumSearchData,
  type DacumSource,
  type DacumStep,
} from '@elearn/contracts/dacum';
import { navigate } from '@elearn/platform';
import { ErrorState, LoadingState, NotFoundState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import message from 'antd/es/message';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { EditableList } from './editable-list.component';
import { analysisQuery, dacumKeys, finalWordFilesQuery } from './job-analysis.queries';
import { DacumCallError, dacumApi } from './job-analysis.resource';
import { DACUM_CSS } from './job-analysis.styles';
import {
  type AnalysisState,
  EMPTY_SEARCH,
  listProblems,
  needsFetch,
  stepPayload,
} from './job-analysis-state';
import { PathwayStep } from './pathway-step.component';

/** /dashboard/job-analysis/{id} — one analysis, resumed at its saved step. */
export function JobAnalysisPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const query = useQuery(analysisQuery(params.id!));
  return (
    <AntdScope>
      <ScopedStyle name="authoring" css={AUTHORING_CSS} />
      <ScopedStyle name="authoring-dacum" css={DACUM_CSS} />
      <main className="authoring-page">
        <h1>{t('dacum.title')}</h1>
        {query.error instanceof DacumCallError && query.error.status === 404 ? (
          <NotFoundState
            message={t('dacum.notFound')}
            back={{ to: `/${lang}/dashboard/job-analysis`, label: t('dacum.listTitle') }}
          />
        ) : (
          <QueryState
            query={query}
            loadingLabel={t('dacum.loading')}
            errorMessage={t('dacum.listFailed')}
            retryLabel={t('dacum.retry')}
          >
            {(analysis) => <Analysis key={analysis.id} analysis={analysis} />}
          </QueryState>
        )}
      </main>
    </AntdScope>
  );
}

type Failure = { key: string; retry: () => void } | null;

function Analysis({ analysis }: { analysis: DacumAnalysis }) {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [toast, toastHolder] = message.useMessage();
  const [step, setStep] = useState<DacumStep>(analysis.step);
  const [state, setState] = useState<AnalysisState>(analysis.state as AnalysisState);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const readOnly = !analysis.mine;
  const stateRef = useRef(state);
  stateRef.current = state;
  const heading = useRef<HTMLHeadingElement>(null);

  const save = useMutation({
    mutationFn: ({ next, values }: { next: DacumStep; values: AnalysisState }) =>
      dacumApi.save(analysis.id, next, values.search?.data.job_name ?? '', values),
    onSuccess: (saved) => queryClient.setQueryData(dacumKeys.analysis(analysis.id), saved),
    onError: () => void toast.error(t('dacum.saveFailed')),
  });

  const commit = (next: DacumStep, values: AnalysisState) => {
    setState(values);
    setStep(next);
    if (!readOnly) save.mutate({ next, values });
  };

  /** Runs a step's call; its failure is the spec's message, as a toast and on the page with Retry. */
  const run = async <T,>(failKey: string, call: () => Promise<T>, retry: () => void): Promise<T | null> => {
    setBusy(true);
    setFailure(null);
    try {
      return await call();
    } catch {
      void toast.error(t(failKey));
      setFailure({ key: failKey, retry });
      return null;
    } finally {
      setBusy(false);
    }
  };

  // Each later step fetches on entry only when its input payload changed (authoring §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on entering a step
  useEffect(() => {
    heading.current?.focus();
    if (!readOnly && needsFetch(step, stateRef.current)) void fetchStep(step);
  }, [step]);

  async function fetchStep(which: DacumStep) {
    const current = stateRef.current;
    const payload = stepPayload(which, current);
    const search = current.search?.data;
    if (!payload || !search) return;
    const retry = () => void fetchStep(which);
    if (which === 'jobsAndSkills') {
      const answer = await run(
        'dacum.failed.job_posts',
        () => dacumApi.jobPostsAndSkills(payload as never),
        retry,
      );
      if (answer) commit(which, { ...stateRef.current, jobsAndSkills: { ...answer, payload } });
    } else if (which === 'duties') {
      const answer = await run('dacum.failed.analysis', () => dacumApi.analysis(payload as never), retry);
      if (answer)
        commit(which, {
          ...stateRef.current,
          dutiesAndCompetencies: { ...answer, suggested: answer.job_card['Job Duties'], payload },
        });
    } else if (which === 'courses') {
      const body = payload as { search: DacumSearchData; duties: string[]; competencies: string[] };
      const terms = await run('dacum.failed.search_terms', () => dacumApi.searchTerms(body), retry);
      if (!terms) return;
      const units = await run(
        'dacum.failed.scrap_units',
        () => dacumApi.scrapUnits({ search, search_terms: terms.search_terms }),
        retry,
      );
      if (!units) return;
      const outcomes = await run(
        'dacum.failed.learning_outcomes',
        () => dacumApi.learningOutcomes(body),
        retry,
      );
      if (!outcomes) return;
      const word = await run(
        'dacum.failed.final_word',
        () =>
          dacumApi.finalWord({
            analysisId: analysis.id,
            ...body,
            data: outcomes.data,
            courses: outcomes.courses,
          }),
        retry,
      );
      if (!word) return;
      void queryClient.invalidateQueries({ queryKey: dacumKeys.files(analysis.id) });
      commit(which, {
        ...stateRef.current,
        courses: {
          payload,
          finalResult: outcomes.data,
          catalogue: outcomes.courses,
          australian: units.australian,
          newZealand: units.newZealand,
          southAfrican: units.southAfrican,
          search_terms: terms.search_terms,
          sources: [...terms.sources, ...units.sources, ...outcomes.sources],
        },
      });
    }
  }

  const go = (next: DacumStep) => {
    setFailure(null);
    commit(next, stateRef.current);
  };

  const stepName = t(`dacum.steps.${step}`);
  return (
    <>
      {toastHolder}
      <nav aria-label={t('dacum.title')}>
        <ol className="dacum-steps">
          {DACUM_STEPS.map((s) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {t(`dacum.steps.${s}`)}
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={heading} tabIndex={-1}>
        {t('dacum.stepOf', { n: DACUM_STEPS.indexOf(step) + 1, name: stepName })}
      </h2>
      {readOnly && (
        <div className="dacum-actions">
          <p>{t('dacum.readOnly', { name: analysis.owner })}</p>
          <DuplicateButton id={analysis.id} lang={lang} />
        </div>
      )}
      {failure && (
        <ErrorState message={t(failure.key)} retryLabel={t('dacum.retry')} onRetry={failure.retry} />
      )}
      {busy && <LoadingState label={step === 'courses' ? t('dacum.courses.working') : t('dacum.loading')} />}
      {step === 'search' && (
        <SearchStep
          state={state}
          readOnly={readOnly}
          onSearch={async (data) => {
            const answer = await run(
              'dacum.failed.role_suggestion',
              () => dacumApi.roleSuggestion(data),
              () => undefined,
            );
            if (answer)
              commit('search', {
                ...stateRef.current,
                search: { data, result: answer.suggestions, sources: answer.sources },
              });
          }}
          onChange={(search) => setState({ ...stateRef.current, search })}
          onForward={(problems) => {
            for (const m of problems) void toast.error(m);
            if (!problems.length) go('jobsAndSkills');
          }}
        />
      )}
      {step === 'jobsAndSkills' && !busy && state.jobsAndSkills && (
        <JobsAndSkillsStep state={state} onBack={() => go('search')} onForward={() => go('duties')} />
      )}
      {(step === 'duties' || step === 'competencies') && !busy && state.dutiesAndCompetencies && (
        <ListStep
          kind={step === 'duties' ? 'duties' : 'competencies'}
          state={state}
          readOnly={readOnly}
          onChange={(job_card) =>
            setState({
              ...stateRef.current,
              dutiesAndCompetencies: { ...stateRef.current.dutiesAndCompetencies!, job_card },
            })
          }
          onToast={(messages) => {
            for (const m of messages) void toast.error(m);
          }}
          onBack={() => go(step === 'duties' ? 'jobsAndSkills' : 'duties')}
          onForward={() => go(step === 'duties' ? 'competencies' : 'courses')}
        />
      )}
      {step === 'courses' && !busy && state.courses && (
        <CoursesStep
          analysis={analysis}
          state={state}
          onBack={() => go('competencies')}
          onForward={() => go('pathway')}
        />
      )}
      {step === 'pathway' && (
        <PathwayStep
          analysis={analysis}
          courseIds={state.courses?.catalogue.map((c) => c.id) ?? []}
          readOnly={readOnly}
          onBack={() => go('courses')}
          onToast={(m) => void toast.error(m)}
        />
      )}
    </>
  );
}

function DuplicateButton({ id, lang }: { id: string; lang: string }) {
  const { t } = useTranslation('mf-authoring');
  const duplicate = useMutation({
    mutationFn: () => dacumApi.duplicate(id),
    onSuccess: (copy) => navigate(`/${lang}/dashboard/job-analysis/${copy.id}`),
  });
  return (
    <Button onClick={() => duplicate.mutate()} loading={duplicate.isPending}>
      {t('dacum.duplicate')}
    </Button>
  );
}

/** Which sources answered, said plainly (outside sources are off unless configured). */
function Sources({ sources }: { sources: DacumSource[] | undefined }) {
  const { t } = useTranslation('mf-authoring');
  if (!sources?.length) return null;
  const unique = sources.filter((s, i) => sources.findIndex((o) => o.id === s.id) === i);
  return (
    <section className="dacum-sources" aria-label={t('dacum.sources.title')}>
      <strong>{t('dacum.sources.title')}</strong>
      <ul>
        {unique.map((s) => (
          <li key={s.id}>
            {t(`dacum.sources.names.${s.id}`, { defaultValue: s.name })}:{' '}
            {s.used ? t('dacum.sources.used') : t('dacum.sources.notUsed')}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SearchStep(props: {
  state: AnalysisState;
  readOnly: boolean;
  onSearch(data: DacumSearchData): void;
  onChange(search: AnalysisState['search']): void;
  onForward(problems: string[]): void;
}) {
  const { t } = useTranslation('mf-authoring');
  const search = props.state.search ?? { data: EMPTY_SEARCH, result: [] };
  const [data, setData] = useState<DacumSearchData>(search.data);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [nameError, setNameError] = useState('');
  const roles = search.result;
  const setRoles = (result: string[]) => {
    setErrors({});
    props.onChange({ ...search, result });
  };
  return (
    <>
      <form
        className="dacum-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!data.job_name.trim()) return setNameError(t('dacum.rules.jobName'));
          setNameError('');
          props.onSearch({ ...data, job_name: data.job_name.trim() });
        }}
      >
        <div className="dacum-field">
          <label htmlFor="dacum-job-name">{t('dacum.search.jobName')}</label>
          <Input
            id="dacum-job-name"
            value={data.job_name}
            readOnly={props.readOnly}
            status={nameError ? 'error' : undefined}
            aria-invalid={!!nameError}
            onChange={(e) => setData({ ...data, job_name: e.target.value })}
          />
          {nameError && (
            <span className="dacum-error" role="alert">
              {nameError}
            </span>
          )}
        </div>
        <div className="dacum-field">
          <label htmlFor="dacum-location">{t('dacum.search.location')}</label>
          <Input
            id="dacum-location"
            value={data.location}
            readOnly={props.readOnly}
            onChange={(e) => setData({ ...data, location: e.target.value })}
          />
        </div>
        <div className="dacum-field">
          <label htmlFor="dacum-language">{t('dacum.search.language')}</label>
          <select
            id="dacum-language"
            className="dacum-select"
            value={data.language}
            disabled={props.readOnly}
            onChange={(e) => setData({ ...data, language: e.target.value as DacumSearchData['language'] })}
          >
            {DACUM_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {t(`dacum.search.languageName.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="dacum-checks">
          <legend>{t('dacum.search.levels')}</legend>
          {DACUM_LEVELS.map((level) => (
            <label key={level}>
              <input
                type="checkbox"
                checked={data.levels.includes(level)}
                disabled={props.readOnly}
                onChange={(e) =>
                  setData({
                    ...data,
                    levels: e.target.checked
                      ? DACUM_LEVELS.filter((l) => l === level || data.levels.includes(l))
                      : data.levels.filter((l) => l !== level),
                  })
                }
              />{' '}
              {t(`dacum.search.level.${level}`)}
            </label>
          ))}
        </fieldset>
        {!props.readOnly && (
          <div className="dacum-actions">
            <Button onClick={() => setData(EMPTY_SEARCH)}>{t('dacum.search.clear')}</Button>
            <Button type="primary" htmlType="submit">
              {t('dacum.search.search')}
            </Button>
          </div>
        )}
      </form>
      <h3>{t('dacum.search.similar')}</h3>
      {search.data.job_name ? (
        <EditableList
          name="role"
          items={roles}
          onChange={setRoles}
          errors={errors}
          itemLabel="dacum.search.role"
          deleteLabel="dacum.search.deleteRole"
          addLabel="dacum.search.addRole"
          readOnly={props.readOnly}
        />
      ) : (
        <p className="authoring-muted">{t('dacum.search.noneYet')}</p>
      )}
      <Sources sources={search.sources} />
      {search.data.job_name && roles.length > 0 && (
        <div className="dacum-actions">
          <Button
            type="primary"
            onClick={() => {
              const problems = listProblems('roles', roles, (k, o) => t(k, o ?? {}));
              setErrors(problems.inline);
              props.onForward(problems.toasts);
            }}
          >
            {t('dacum.search.forward')}
          </Button>
        </div>
      )}
    </>
  );
}

function JobsAndSkillsStep({
  state,
  onBack,
  onForward,
}: {
  state: AnalysisState;
  onBack(): void;
  onForward(): void;
}) {
  const { t } = useTranslation('mf-authoring');
  const found = state.jobsAndSkills!;
  return (
    <>
      <details className="dacum-collapse" open>
        <summary>{t('dacum.jobs.posts')}</summary>
        {found.job_posts.length ? (
          <ul>
            {found.job_posts.map((post) => (
              <li key={post.title}>
                <strong>{post.title}</strong>
                <p>{post.description}</p>
                {post.url ? (
                  <a href={post.url} target="_blank" rel="noreferrer noopener">
                    {t('dacum.jobs.viewPost')}
                  </a>
                ) : (
                  <span className="authoring-muted">{t('dacum.jobs.noLink')}</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('dacum.jobs.noPosts')}</p>
        )}
      </details>
      <details className="dacum-collapse" open>
        <summary>{t('dacum.jobs.skills')}</summary>
        {found.skills.length ? (
          found.skills.map((group) => (
            <div key={group.title}>
              <h4>{group.title}</h4>
              <ul>
                {group.items.map((item) => (
                  <li key={item.description}>{item.description}</li>
                ))}
              </ul>
            </div>
          ))
        ) : (
          <p>{t('dacum.jobs.noSkills')}</p>
        )}
      </details>
      <Sources sources={found.sources} />
      <div className="dacum-actions">
        <Button onClick={onBack}>{t('dacum.jobs.back')}</Button>
        <Button type="primary" onClick={onForward}>
          {t('dacum.jobs.forward')}
        </Button>
      </div>
    </>
  );
}

function ListStep(props: {
  kind: 'duties' | 'competencies';
  state: AnalysisState;
  readOnly: boolean;
  onChange(card: { 'Job Duties': string[]; competencies: string[] }): void;
  onToast(messages: string[]): void;
  onBack(): void;
  onForward(): void;
}) {
  const { t } = useTranslation('mf-authoring');
  const [errors, setErrors] = useState<Record<number, string>>({});
  const found = props.state.dutiesAndCompetencies!;
  const card = found.job_card;
  const duties = props.kind === 'duties';
  const items = duties ? card['Job Duties'] : card.competencies;
  return (
    <>
      {duties && found.suggested?.length ? (
        <details className="dacum-collapse">
          <summary>{t('dacum.duties.jobDuties')}</summary>
          <ol>
            {found.suggested.map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ol>
        </details>
      ) : null}
      <h3>{t(duties ? 'dacum.duties.title' : 'dacum.competencies.title')}</h3>
      {found.suggested?.length === 0 && (
        // The dataset has no occupation of this job: the author writes its duties and competencies.
        <p className="dacum-note">
          {t(duties ? 'dacum.duties.noneInDataset' : 'dacum.competencies.noneInDataset', {
            job: props.state.search?.data.job_name ?? '',
          })}
        </p>
      )}
      <EditableList
        name={duties ? 'duty' : 'competency'}
        items={items}
        onChange={(next) => {
          setErrors({});
          props.onChange(duties ? { ...card, 'Job Duties': next } : { ...card, competencies: next });
        }}
        errors={errors}
        itemLabel={duties ? 'dacum.duties.item' : 'dacum.competencies.item'}
        deleteLabel={duties ? 'dacum.duties.delete' : 'dacum.competencies.delete'}
        addLabel={duties ? 'dacum.duties.add' : 'dacum.competencies.add'}
        readOnly={props.readOnly}
      />
      <Sources sources={found.sources} />
      <div className="dacum-actions">
        <Button onClick={props.onBack}>{t(duties ? 'dacum.duties.back' : 'dacum.competencies.back')}</Button>
        <Button
          type="primary"
          disabled={items.length === 0}
          aria-describedby={items.length === 0 ? `${props.kind}-need-one` : undefined}
          onClick={() => {
            const problems = listProblems(props.kind, items, (k, o) => t(k, o ?? {}));
            setErrors(problems.inline);
            props.onToast(problems.toasts);
            if (!problems.toasts.length) props.onForward();
          }}
        >
          {t(duties ? 'dacum.duties.forward' : 'dacum.competencies.forward')}
        </Button>
      </div>
      {items.length === 0 && (
        <p id={`${props.kind}-need-one`} className="dacum-note" role="status">
          {t(duties ? 'dacum.duties.needOne' : 'dacum.competencies.needOne')}
        </p>
      )}
    </>
  );
}

function CoursesStep(props: {
  analysis: DacumAnalysis;
  state: AnalysisState;
  onBack(): void;
  onForward(): void;
}) {
  const { t } = useTranslation('mf-authoring');
  const courses = props.state.courses!;
  const files = useQuery(finalWordFilesQuery(props.analysis.id, props.state.search?.data.job_name ?? ''));
  const latest = files.data?.[0];
  const units = [...courses.australian, ...courses.newZealand, ...courses.southAfrican] as {
    code: string;
    title: string;
    url: string;
  }[];
  return (
    <>
      <table className="dacum-table">
        <thead>
          <tr>
            <th scope="col">{t('dacum.courses.index')}</th>
            <th scope="col">{t('dacum.courses.code')}</th>
            <th scope="col">{t('dacum.courses.titleColumn')}</th>
            <th scope="col">{t('dacum.courses.download')}</th>
          </tr>
        </thead>
        <tbody>
          {courses.finalResult.map((row, i) => (
            <tr key={row.code}>
              <td>{i + 1}</td>
              <td>{row.code}</td>
              <td>{row.title}</td>
              <td>
                {latest ? (
                  <a href={latest.url} download={latest.filename}>
                    {t('dacum.courses.download')}
                    <span className="dacum-visually-hidden"> {row.code}</span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('dacum.courses.files')}</h3>
      {files.isError ? (
        <ErrorState
          message={t('dacum.failed.list_files')}
          retryLabel={t('dacum.retry')}
          onRetry={() => void files.refetch()}
        />
      ) : files.data?.length ? (
        <ul>
          {files.data.map((file) => (
            <li key={file.filename}>
              <a href={file.url} download={file.filename}>
                {file.filename}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{files.isPending ? t('dacum.loading') : t('dacum.courses.noFiles')}</p>
      )}
      <h3>{t('dacum.courses.catalogue')}</h3>
      {courses.catalogue.length ? (
        <ul>
          {courses.catalogue.map((c) => (
            <li key={c.id}>{c.title}</li>
          ))}
        </ul>
      ) : (
        <p>{t('dacum.courses.noCatalogue')}</p>
      )}
      <h3>{t('dacum.courses.units')}</h3>
      {units.length ? (
        <ul>
          {units.map((u) => (
            <li key={u.code}>
              <a href={u.url} target="_blank" rel="noreferrer noopener">
                {u.code} {u.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('dacum.courses.noUnits')}</p>
      )}
      <p>
        <strong>{t('dacum.courses.searchTerms')}:</strong> {courses.search_terms.join(', ')}
      </p>
      <Sources sources={courses.sources} />
      <div className="dacum-actions">
        <Button onClick={props.onBack}>{t('dacum.courses.back')}</Button>
        <Button type="primary" onClick={props.onForward} disabled={!courses.catalogue.length}>
          {t('dacum.courses.create')}
        </Button>
      </div>
    </>
  );
}
