import type { LearnerPerformance } from '@elearn/contracts';
import { answersBetween, type PerformanceMode, performanceMatrix } from '@elearn/contracts/performance';
import { useLang } from '@elearn/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The viewer's calendar day of an instant (YYYY-MM-DD). */
const dayOf = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A two-choice toggle as radio buttons (keyboard: arrows move between them). */
function Toggle<T extends string>(props: {
  name: string;
  label: string;
  value: T;
  options: [T, string][];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="ml-perf__toggle">
      <legend>{props.label}</legend>
      {props.options.map(([value, text]) => (
        <label key={value} className={props.value === value ? 'is-on' : undefined}>
          <input
            type="radio"
            name={props.name}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The performance matrix: one cell per learning outcome of the chosen course,
 * its performance level (3 bits by difficulty) or cognitive level, from the
 * answers of the selected days, in max or current mode; the exams of the
 * last selected day link to their reviews.
 */
export function PerformanceMatrix({
  data,
  onOpenExam,
}: {
  data: LearnerPerformance;
  onOpenExam: (hash: string) => void;
}) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'performance.matrix' });
  const { t: ta } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const lang = useLang();
  const [courseId, setCourseId] = useState(data.courses[0]?.id ?? '');
  const [view, setView] = useState<'performance' | 'cognitive'>('performance');
  const [mode, setMode] = useState<PerformanceMode>('max');
  const course = data.courses.find((c) => c.id === courseId);
  const answers = useMemo(
    () => data.answers.filter((a) => a.courseId === courseId),
    [data.answers, courseId],
  );
  const days = useMemo(() => [...new Set(answers.map((a) => dayOf(a.createdAt)))].sort(), [answers]);
  const [range, setRange] = useState<[number, number] | null>(null);
  const [from, to] = range && range[1] < days.length ? range : [0, Math.max(0, days.length - 1)];
  if (!course) return <p className="ml-perf__empty">{t('noCourses')}</p>;
  const selected = days.length ? answersBetween(answers, days[from]!, days[to]!, dayOf) : [];
  const cells = performanceMatrix(
    course.learningOutcomes.map((o) => o.id),
    selected,
    view,
    mode,
  );
  const lastDay = days[to];
  const examsOfDay = lastDay
    ? data.exams.filter((e) => e.courseId === courseId && dayOf(e.createdAt) === lastDay)
    : [];
  const showDay = (day: string | undefined) =>
    day ? new Date(`${day}T12:00:00`).toLocaleDateString(lang) : '';
  return (
    <div className="ml-perf__matrix">
      <div className="ml-perf__controls">
        <label className="ml-perf__course">
          {t('course')}
          <select
            value={courseId}
            onChange={(e) => {
              setCourseId(e.target.value);
              setRange(null);
            }}
          >
            {data.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <Toggle
          name="ml-perf-view"
          label={t('view')}
          value={view}
          onChange={setView}
          options={[
            ['performance', t('performance')],
            ['cognitive', t('cognitive')],
          ]}
        />
        <Toggle
          name="ml-perf-mode"
          label={t('mode')}
          value={mode}
          onChange={setMode}
          options={[
            ['max', t('max')],
            ['current', t('current')],
          ]}
        />
      </div>
      {days.length === 0 ? (
        <p className="ml-perf__empty">{t('noAnswers')}</p>
      ) : (
        <>
          {days.length > 1 && (
            <div className="ml-perf__range">
              <span>{t('range', { from: showDay(days[from]), to: showDay(days[to]) })}</span>
              {/* Two native sliders over the days with answers: the first and the last selected day. */}
              <label>
                {t('rangeFrom')}
                <input
                  type="range"
                  min={0}
                  max={days.length - 1}
                  value={from}
                  aria-valuetext={showDay(days[from])}
                  onChange={(e) => setRange([Math.min(Number(e.target.value), to), to])}
                />
              </label>
              <label>
                {t('rangeTo')}
                <input
                  type="range"
                  min={0}
                  max={days.length - 1}
                  value={to}
                  aria-valuetext={showDay(days[to])}
                  onChange={(e) => setRange([from, Math.max(Number(e.target.value), from)])}
                />
              </label>
            </div>
          )}
          <table className="ml-perf__table">
            <thead>
              <tr>
                <th scope="col">{t('outcome')}</th>
                <th scope="col">{view === 'performance' ? t('performance') : t('cognitive')}</th>
                <th scope="col">{t('answeredHead')}</th>
              </tr>
            </thead>
            <tbody>
              {cells.map((cell) => {
                const outcome = course.learningOutcomes.find((o) => o.id === cell.learningOutcomeId);
                return (
                  <tr key={cell.learningOutcomeId}>
                    <th scope="row" dir="auto">
                      {outcome?.statement}
                    </th>
                    <td>
                      <span
                        className={`ml-perf__level ml-perf__level--${view === 'performance' ? cell.level : Math.min(7, cell.level + 1)}`}
                      >
                        {view === 'performance'
                          ? t('levelValue', { level: cell.level })
                          : ta(`cognitive.${cell.level}`)}
                      </span>
                    </td>
                    <td>{cell.answered}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <section aria-labelledby="ml-perf-day">
            <h3 id="ml-perf-day">{t('examsOfDay', { day: showDay(lastDay) })}</h3>
            {examsOfDay.length === 0 ? (
              <p className="ml-perf__empty">{t('noExamsOfDay')}</p>
            ) : (
              <ul className="ml-reset-list ml-perf__day-exams">
                {examsOfDay.map((e) => (
                  <li key={e.examId}>
                    <button type="button" className="ml-btn ml-btn--link" onClick={() => onOpenExam(e.hash)}>
                      <span dir="auto">{e.name}</span> · {e.percentageScore ?? 0}%
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
