import {
  COGNITIVE_LEVELS,
  DIFFICULTIES,
  PLACEMENT_DEFAULTS,
  type PlacementConfig,
  type PlacementProblem,
  placementProblems,
  QUESTION_TYPES,
} from '@elearn/contracts/placement';
import { navigate, withLang } from '@elearn/platform';
import { ErrorState, LoadingState, ScopedStyle, useLang, useReturnFocus } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { testPath } from '../progress/study-paths';
import { outcomesQuery } from './assessment.queries';
import { generatePlacementTest, type LearningOutcomesTree, Refusal } from './assessment.resource';
import { assessmentCss } from './assessment.styles';

type Phase = { name: 'idle' } | { name: 'submitting' } | { name: 'failed'; code: string };

/** A 0–100 slider (native range: arrow keys move it) with a number box beside it for an exact value. */
function PercentField(props: { id: string; label: string; value: number; onChange: (v: number) => void }) {
  return (
    <div className="ml-place__percent">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        type="range"
        className="ml-place__slider"
        min={0}
        max={100}
        step={1}
        aria-label={props.label}
        value={Number.isFinite(props.value) ? props.value : 0}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
      <input
        id={props.id}
        type="number"
        min={0}
        max={100}
        step={1}
        className="ml-place__number"
        value={Number.isFinite(props.value) ? props.value : ''}
        onChange={(e) => props.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
      <span aria-hidden="true">%</span>
    </div>
  );
}

/** Toggles an id in a list (scope and cognitive level checkboxes). */
const toggle = <T,>(list: T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item);

function ScopeTree({
  tree,
  config,
  set,
}: {
  tree: LearningOutcomesTree;
  config: PlacementConfig;
  set: (c: PlacementConfig) => void;
}) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'placement' });
  const scope = config.selectedScope;
  const pick = (kind: keyof PlacementConfig['selectedScope'], id: string, on: boolean) =>
    set({ ...config, selectedScope: { ...scope, [kind]: toggle(scope[kind], id, on) } });
  return (
    <fieldset className="ml-place__group">
      <legend>{t('scope')}</legend>
      <p className="ml-place__hint">{t('scopeHint')}</p>
      <ul className="ml-reset-list ml-place__tree">
        {tree.learningOutcomes.map((o) => (
          <li key={o.id}>
            <label>
              <input
                type="checkbox"
                checked={scope.learningOutcomes.includes(o.id)}
                onChange={(e) => pick('learningOutcomes', o.id, e.target.checked)}
              />
              <span dir="auto">{o.statement}</span>
            </label>
            <ul className="ml-reset-list">
              {o.modules.map((m) => (
                <li key={m.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={scope.modules.includes(m.id)}
                      onChange={(e) => pick('modules', m.id, e.target.checked)}
                    />
                    <span dir="auto">{m.name}</span>
                  </label>
                  <ul className="ml-reset-list">
                    {m.lessons.map((l) => (
                      <li key={l.id}>
                        <label>
                          <input
                            type="checkbox"
                            checked={scope.lessons.includes(l.id)}
                            onChange={(e) => pick('lessons', l.id, e.target.checked)}
                          />
                          <span dir="auto">{l.name}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PlacementForm({ courseId, tree }: { courseId: string; tree: LearningOutcomesTree }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'placement' });
  const { t: ta } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const lang = useLang();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const form = useFormik<PlacementConfig>({
    initialValues: PLACEMENT_DEFAULTS,
    validateOnMount: true,
    // The totals are checked on every change, so Save is disabled until both are 100.
    validate: (values) => (placementProblems(values).length ? { difficulty: 'invalid' } : {}),
    onSubmit: async (values) => {
      setPhase({ name: 'submitting' });
      try {
        const made = await generatePlacementTest(courseId, values);
        const next = testPath(lang, courseId, made.hash);
        navigate(made.drawn < made.requested ? `${next}?short=${made.drawn}-${made.requested}` : next);
      } catch (error) {
        setPhase({ name: 'failed', code: error instanceof Refusal ? error.code : 'UNKNOWN' });
      }
    },
  });
  const config = form.values;
  const set = (next: PlacementConfig) => void form.setValues(next);
  const problems = placementProblems(config);
  const focus = useReturnFocus(true);
  const message = (p: PlacementProblem) =>
    t(p.key, 'total' in p ? { total: Number.isFinite(p.total) ? p.total : 0 } : {});
  const close = () => navigate(withLang(lang, `/dashboard/course-progress/${courseId}`));
  return (
    <Modal
      {...focus}
      open
      title={t('title')}
      onCancel={close}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{
        disabled: problems.length > 0 || phase.name === 'submitting',
        loading: phase.name === 'submitting',
      }}
      onOk={() => void form.submitForm()}
      width={720}
    >
      <form
        className="ml-place"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submitForm();
        }}
      >
        <p dir="auto" className="ml-place__course">
          {tree.title}
        </p>
        <fieldset className="ml-place__group">
          <legend>{t('difficulty')}</legend>
          {DIFFICULTIES.map((d) => (
            <PercentField
              key={d}
              id={`ml-place-${d}`}
              label={t(d)}
              value={config.difficulty[d]}
              onChange={(v) => set({ ...config, difficulty: { ...config.difficulty, [d]: v } })}
            />
          ))}
        </fieldset>
        <fieldset className="ml-place__group">
          <legend>{t('types')}</legend>
          {QUESTION_TYPES.map((q) => (
            <PercentField
              key={q}
              id={`ml-place-${q}`}
              label={t(q)}
              value={config.typeDist[q]}
              onChange={(v) => set({ ...config, typeDist: { ...config.typeDist, [q]: v } })}
            />
          ))}
        </fieldset>
        <fieldset className="ml-place__group">
          <legend>{t('mode')}</legend>
          <div className="ml-place__modes">
            {(['count', 'time'] as const).map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="ml-place-mode"
                  checked={config.mode === mode}
                  onChange={() => set({ ...config, mode })}
                />
                {mode === 'count' ? t('modeCount') : t('modeTime')}
              </label>
            ))}
          </div>
          <label className="ml-place__amount">
            {config.mode === 'count' ? t('count') : t('time')}
            <input
              type="number"
              min={1}
              step={1}
              value={
                Number.isFinite(config.mode === 'count' ? config.count : config.time)
                  ? config.mode === 'count'
                    ? config.count
                    : config.time
                  : ''
              }
              onChange={(e) => {
                const v = e.target.value === '' ? Number.NaN : Number(e.target.value);
                set(config.mode === 'count' ? { ...config, count: v } : { ...config, time: v });
              }}
            />
          </label>
        </fieldset>
        <fieldset className="ml-place__group">
          <legend>{t('cognitiveLevels')}</legend>
          <div className="ml-place__levels">
            {COGNITIVE_LEVELS.map((level, i) => (
              <label key={level}>
                <input
                  type="checkbox"
                  checked={config.cognitiveLevels.includes(i + 1)}
                  onChange={(e) =>
                    set({
                      ...config,
                      cognitiveLevels: toggle(config.cognitiveLevels, i + 1, e.target.checked).sort(),
                    })
                  }
                />
                {ta(`cognitive.${i + 1}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <ScopeTree tree={tree} config={config} set={set} />
        {problems.length > 0 && (
          // The alert wraps the list: role=alert on the <ul> itself would take away its list semantics.
          <div role="alert">
            <ul className="ml-place__problems">
              {problems.map((p) => (
                <li key={p.key}>{message(p)}</li>
              ))}
            </ul>
          </div>
        )}
        {phase.name === 'submitting' && <p role="status">{t('submitting')}</p>}
        {phase.name === 'failed' && (
          <p className="ml-exam__error" role="alert">
            {ta(`refused.${phase.code}`, { defaultValue: ta('refused.UNKNOWN') })}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** /{lang}/dashboard/placement/{courseId} — the placement test configuration dialog, on its own linkable route. */
export function PlacementPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'placement' });
  const { t: common } = useTranslation('mf-learning');
  const courseId = params.courseId ?? '';
  const tree = useQuery(outcomesQuery(courseId));
  return (
    <div className="ml-assess">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="assessment" css={assessmentCss} />
      <div className="ml-container">
        {tree.isPending ? (
          <LoadingState label={t('loading')} />
        ) : tree.isError ? (
          <ErrorState
            message={t('error')}
            retryLabel={common('retry')}
            onRetry={() => void tree.refetch()}
            busy={tree.isFetching}
          />
        ) : (
          <AntdScope>
            <PlacementForm courseId={courseId} tree={tree.data} />
          </AntdScope>
        )}
      </div>
    </div>
  );
}
