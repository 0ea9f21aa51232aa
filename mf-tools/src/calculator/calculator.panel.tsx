import { ErrorState, LoadingState, ScopedStyle, useLocationHref } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calculatorPlace, keepsToPermitted } from './calcperm';
import { calculatorCss } from './calculator.css';
import { calculatorKeysQuery } from './calculator.queries';
import { calculatorClient } from './calculator-client';
import {
  type Equation,
  insertAt,
  type PadKey,
  SCIENTIFIC_KEY_IDS,
  SCIENTIFIC_KEYS,
  STANDARD_KEYS,
  typed,
} from './calculator-keys';
import { ANGLE_UNITS, type AngleUnit } from './pad-functions';
import { startCalculatorWorker } from './start-worker';
import { useDrag } from './use-drag';

type Shown =
  | { kind: 'none' }
  | { kind: 'pending' }
  | { kind: 'result'; text: string }
  | { kind: 'error'; reason: 'error' | 'invalid' | 'notPermitted' | 'timeout' | 'unavailable' };

// One worker for the page, started when the calculator first opens: mathjs loads with it, not with the page.
const calculator = calculatorClient(startCalculatorWorker);

// The learner's angle unit outlives the panel (closing and reopening it, other pages) for this browser.
const ANGLE_KEY = 'elearn:calculator-angle';
function savedAngle(): AngleUnit {
  try {
    return localStorage.getItem(ANGLE_KEY) === 'rad' ? 'rad' : 'deg';
  } catch {
    return 'deg';
  }
}
function saveAngle(unit: AngleUnit) {
  try {
    localStorage.setItem(ANGLE_KEY, unit);
  } catch {
    // Storage refused (private mode): the choice lasts while the panel is open.
  }
}

interface Props {
  onClose(): void;
}

/**
 * The floating calculator (learner-experience §2, §4, §9): a fixed panel
 * dragged by its body, the equation typed or built from the pads, "="
 * evaluated by mathjs in a Web Worker with a time budget (calculator-client.ts).
 * Any change hides the result, and an answer to an older equation is dropped.
 */
export function CalculatorPanel({ onClose }: Props) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'calculator' });
  // calcperm: the keys of the page's course (and of its tests); off a course, every key.
  const place = calculatorPlace(useLocationHref());
  const keys = useQuery({
    ...calculatorKeysQuery(place ?? { course: '', during: 'study' }),
    enabled: !!place,
  });
  const permitted: readonly string[] | undefined = place ? keys.data : SCIENTIFIC_KEY_IDS;
  const { position, handlers } = useDrag();
  const input = useRef<HTMLInputElement>(null);
  const [equation, setEquation] = useState<Equation>({ text: '', caret: 0, opened: null });
  const text = equation.text;
  // A new object on every move, so the caret is put back even where it was (a "(" stepped over).
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  const [angle, setAngle] = useState<AngleUnit>(savedAngle);
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [standard, setStandard] = useState(true);
  // Counts changes and "=" presses: an answer counts only if nothing happened since its question.
  const asked = useRef(0);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => calculator.warm(), []);
  // Puts the caret where a key or block completion left it.
  useLayoutEffect(() => {
    if (caret === null || !input.current) return;
    input.current.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const change = (next: string, at: number, opened: number | null = null) => {
    setEquation({ text: next, caret: at, opened });
    setCaret({ at });
    asked.current++;
    setShown({ kind: 'none' });
  };
  const moveTo = (at: number) => {
    setEquation((e) => ({ ...e, caret: at, opened: null }));
    setCaret({ at });
  };
  const chooseAngle = (unit: AngleUnit) => {
    setAngle(unit);
    saveAngle(unit);
    asked.current++;
    setShown({ kind: 'none' });
  };
  const equals = async () => {
    const question = ++asked.current;
    if (!keepsToPermitted(text, permitted ?? [])) return setShown({ kind: 'error', reason: 'notPermitted' });
    setShown({ kind: 'pending' });
    const answer = await calculator.calculate(text, angle);
    if (question !== asked.current) return;
    setShown(answer.ok ? { kind: 'result', text: answer.text } : { kind: 'error', reason: answer.reason });
  };
  const press = (key: PadKey) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    el?.focus();
    switch (key.id) {
      case 'equals':
        return void equals();
      case 'clear':
        return change('', 0);
      case 'backspace':
        if (start !== end) return change(text.slice(0, start) + text.slice(end), start);
        return start > 0 ? change(text.slice(0, start - 1) + text.slice(start), start - 1) : undefined;
      case 'left':
        return moveTo(Math.max(0, start - 1));
      case 'right':
        return moveTo(Math.min(text.length, end + 1));
      case 'up':
        return moveTo(0);
      case 'down':
        return moveTo(text.length);
      default: {
        const next = insertAt(text, start, end, key);
        return change(next.text, next.caret, next.opened);
      }
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      void equals();
    }
  };

  const strip =
    shown.kind === 'none' ? null : (
      <output className={`mt-calc__result mt-calc__result--${shown.kind}`} aria-label={t('result')} dir="ltr">
        {shown.kind === 'pending'
          ? t('calculating')
          : shown.kind === 'result'
            ? `= ${shown.text}`
            : shown.reason === 'error'
              ? t('error')
              : `${t('error')} · ${t(shown.reason)}`}
      </output>
    );
  const scientific = SCIENTIFIC_KEYS.filter((k) => permitted?.includes(k.id));

  return (
    <section
      className="mt-calc"
      aria-label={t('title')}
      style={{ left: position.x, top: position.y }}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <ScopedStyle name="calculator" css={calculatorCss} />
      <header className="mt-calc__head">
        <h2 className="mt-calc__title">{t('title')}</h2>
        <button
          type="button"
          className="mt-calc__mode"
          aria-pressed={!standard}
          onClick={() => setStandard((s) => !s)}
        >
          {standard ? t('scientific') : t('standard')}
        </button>
        <button type="button" className="mt-calc__close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </header>
      {/* The result sits above the equation until "=" confirms one, then below it (spec §2). */}
      <div aria-live="polite" className="mt-calc__slot">
        {shown.kind !== 'result' && strip}
      </div>
      <input
        ref={input}
        className="mt-calc__equation"
        aria-label={t('equation')}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          const at = event.target.selectionStart ?? event.target.value.length;
          const next = typed(equation, event.target.value, at);
          change(next.text, next.caret, next.opened);
        }}
        // Clicks and arrow keys move the caret: a "(" typed there is the learner's own.
        onSelect={(event) => {
          const at = event.currentTarget.selectionStart;
          if (equation.opened !== null && at !== equation.caret) setEquation((e) => ({ ...e, opened: null }));
        }}
      />
      <div aria-live="polite" className="mt-calc__slot">
        {shown.kind === 'result' && strip}
      </div>
      <fieldset className="mt-calc__angle">
        <legend className="mt-calc__angle-legend">{t('angle')}</legend>
        {ANGLE_UNITS.map((unit) => (
          <label key={unit} className="mt-calc__angle-choice">
            <input
              type="radio"
              name="mt-calc-angle"
              value={unit}
              checked={angle === unit}
              onChange={() => chooseAngle(unit)}
            />
            {t(unit === 'deg' ? 'degrees' : 'radians')}
          </label>
        ))}
      </fieldset>
      {standard ? (
        <div className="mt-calc__pad" dir="ltr">
          {STANDARD_KEYS.map((key) => (
            <button
              key={key.id}
              type="button"
              className={`mt-key mt-key--${key.id}`}
              aria-label={/^\d$/.test(key.id) ? undefined : t(`keys.${key.id}` as 'keys.plus')}
              onClick={() => press(key)}
            >
              {key.label}
            </button>
          ))}
        </div>
      ) : keys.isError ? (
        <ErrorState message={t('keysFailed')} onRetry={() => void keys.refetch()} />
      ) : !permitted ? (
        <LoadingState />
      ) : scientific.length === 0 ? (
        <p className="mt-calc__none">{t('notPermitted')}</p>
      ) : (
        <div className="mt-calc__pad" dir="ltr">
          {scientific.map((key) => (
            <button
              key={key.id}
              type="button"
              className="mt-key"
              // The name starts with the text on the key (WCAG 2.5.3), so "click sin" works by voice too.
              aria-label={t('keyName', { key: key.label, name: t(`keys.${key.id}` as 'keys.plus') })}
              title={t(`keys.${key.id}` as 'keys.plus')}
              onClick={() => press(key)}
            >
              {key.label}
            </button>
          ))}
        </div>
      )}
      <details className="mt-calc__help">
        <summary>{t('help')}</summary>
        <p>{t('helpAngles')}</p>
        <p>{t('helpTyping')}</p>
      </details>
    </section>
  );
}
