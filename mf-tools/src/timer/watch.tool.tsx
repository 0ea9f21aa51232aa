import { ScopedStyle } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from './use-watch';
import { watchCss } from './watch.css';
import {
  ADJUST_STEPS,
  addWarning,
  adjust,
  formatClock,
  isRunning,
  pause,
  removeWarning,
  reset,
  setMode,
  shownMs,
  start,
  warningFits,
} from './watch-clock';

interface Props {
  open: boolean;
  onClose(): void;
  afterClose(): void;
}

const STEP_NAMES = { 3600: 'hours', 60: 'minutes', 1: 'seconds' } as const;

/**
 * The timer/stopwatch dialog (learner-experience §2, §4, §5, §9). It stays
 * mounted after its first opening, closed or not, so the watch keeps running
 * while the learner closes the dialog or moves to another page.
 */
export function WatchTool({ open, onClose, afterClose }: Props) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'watch' });
  const { state, now, finished, lastWarning, update } = useWatch();
  const [warningText, setWarningText] = useState('');
  const [warningError, setWarningError] = useState(false);
  const running = isRunning(state);
  const timer = state.mode === 'timer';

  const submitWarning = () => {
    const seconds = Number(warningText);
    if (!warningFits(state, seconds)) return setWarningError(true);
    update((s) => addWarning(s, seconds));
    setWarningText('');
    setWarningError(false);
  };

  return (
    <AntdScope>
      <ScopedStyle name="watch" css={watchCss} />
      <Modal
        open={open}
        title={t('title')}
        onCancel={onClose}
        afterClose={afterClose}
        footer={null}
        width="100%"
        className="mt-fullscreen"
        forceRender
      >
        <div className="mt-watch">
          <div className="mt-watch__modes">
            {(['timer', 'stopwatch'] as const).map((mode) => (
              <Button
                key={mode}
                type={state.mode === mode ? 'primary' : 'default'}
                aria-pressed={state.mode === mode}
                onClick={() => update((s) => setMode(s, mode))}
              >
                {t(mode)}
              </Button>
            ))}
          </div>
          <div className="mt-watch__face" role="timer" aria-label={t(state.mode)} dir="ltr">
            {formatClock(shownMs(state, now), !timer)}
          </div>
          <div className="mt-watch__status" role="status">
            {finished ? <strong className="mt-watch__finished">{t('finished')}</strong> : null}
            {lastWarning !== null ? t('warned', { seconds: lastWarning }) : null}
          </div>
          <div className="mt-watch__row">
            <Button
              type="primary"
              size="large"
              onClick={() => update((s, at) => (running ? pause(s, at) : start(s, at)))}
            >
              {running ? t('pause') : t('start')}
            </Button>
            <Button size="large" onClick={() => update((s) => reset(s))}>
              {t('reset')}
            </Button>
          </div>
          {timer && (
            <>
              <div className="mt-watch__row">
                {ADJUST_STEPS.map((step) => (
                  <span key={step} className="mt-watch__adjust">
                    <Button
                      disabled={running}
                      aria-label={t('subtract', { step: t(STEP_NAMES[step]) })}
                      onClick={() => update((s) => adjust(s, -step))}
                    >
                      −
                    </Button>
                    <span aria-hidden="true">{t(`unit.${STEP_NAMES[step]}`)}</span>
                    <Button
                      disabled={running}
                      aria-label={t('add', { step: t(STEP_NAMES[step]) })}
                      onClick={() => update((s) => adjust(s, step))}
                    >
                      +
                    </Button>
                  </span>
                ))}
              </div>
              <fieldset className="mt-watch__warnings">
                <legend>{t('warnings')}</legend>
                <div className="mt-watch__row">
                  <Input
                    type="number"
                    min={1}
                    inputMode="numeric"
                    aria-label={t('warningSeconds')}
                    aria-invalid={warningError}
                    aria-describedby={warningError ? 'mt-warning-error' : undefined}
                    value={warningText}
                    onChange={(event) => {
                      setWarningText(event.target.value);
                      setWarningError(false);
                    }}
                    onPressEnter={submitWarning}
                    style={{ maxInlineSize: 140 }}
                  />
                  <Button onClick={submitWarning}>{t('addWarning')}</Button>
                </div>
                {warningError && (
                  <p id="mt-warning-error" role="alert" className="mt-watch__error">
                    {t('warningOutside')}
                  </p>
                )}
                <ul className="mt-watch__list">
                  {state.warnings.map((seconds) => (
                    <li key={seconds}>
                      <span dir="ltr">{seconds} s</span>
                      <Button
                        size="small"
                        type="text"
                        aria-label={t('removeWarning', { seconds })}
                        onClick={() => update((s) => removeWarning(s, seconds))}
                      >
                        ×
                      </Button>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </>
          )}
        </div>
      </Modal>
    </AntdScope>
  );
}
