import CheckOutlined from '@ant-design/icons/CheckOutlined';
import FireFilled from '@ant-design/icons/FireFilled';
import type { StreakProgress } from '@elearn/contracts';
import { useLang, useReturnFocus } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../rewards/dialog-props';
import { DialogState } from '../rewards/dialog-state.component';
import { streakQuery } from './streak.queries';
import { type DayKind, streakWeek, todayPercent, weekdayName } from './streak-week';

// Icons, not emoji: a machine without an emoji font would draw empty boxes.
const DAY_MARK: Record<DayKind, ReactNode> = {
  run: <FireFilled />,
  reached: <CheckOutlined />,
  frost: '❄',
  none: null,
};

/** The streak dialog (spec 2 and 4): days in a row, freeze chances, today's minutes and the week. */
export function StreakModal({ open, onClose, afterClose }: DialogProps) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'streak' });
  const progress = useQuery(streakQuery);
  const focus = useReturnFocus(open);
  return (
    <Modal
      {...focus}
      open={open}
      title={t('title')}
      onCancel={onClose}
      afterClose={() => {
        focus.afterClose();
        afterClose();
      }}
      footer={null}
      width={520}
    >
      <DialogState query={progress} keyPrefix="streak">
        {(data) => <StreakBody progress={data} />}
      </DialogState>
    </Modal>
  );
}

function StreakBody({ progress }: { progress: StreakProgress }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'streak' });
  const lang = useLang();
  const minutes = (value: number) => value.toLocaleString(lang, { maximumFractionDigits: 1 });
  const percent = todayPercent(progress);
  const kindLabel = (kind: DayKind, future: boolean) =>
    future && kind === 'none' ? t('kinds.future') : t(`kinds.${kind}`);
  return (
    <div className="mh-streak">
      <dl className="mh-streak__facts">
        <div>
          <dt>{t('daysInRow')}</dt>
          <dd data-testid="streak-days">
            <FireFilled className="mh-streak__fire" aria-hidden="true" />
            {progress.userStreak.daysCount.toLocaleString(lang)}
          </dd>
        </div>
        <div title={t('freezeHint')}>
          <dt>{t('freezeChances')}</dt>
          <dd data-testid="streak-freezes">
            <span className="mh-streak__frost" aria-hidden="true">
              ❄
            </span>
            {progress.userStreak.freezeChances.toLocaleString(lang)}
          </dd>
        </div>
      </dl>
      <section className="mh-streak__today" aria-labelledby="mh-streak-today">
        <h3 id="mh-streak-today">{t('todayProgress')}</h3>
        <Progress
          percent={percent}
          showInfo={false}
          strokeColor="#e8590c"
          aria-labelledby="mh-streak-today"
        />
        <p className="mh-streak__minutes">
          {t('minutesOf', {
            minutes: minutes(progress.userTodayProgress.minutes),
            target: minutes(progress.streakDailyTarget.minutes),
          })}
        </p>
        {percent >= 100 && <p className="mh-streak__reached">{t('targetReached')}</p>}
      </section>
      <section aria-labelledby="mh-streak-week">
        <h3 id="mh-streak-week">{t('week')}</h3>
        <ol className="mh-week">
          {streakWeek(progress).map((day) => {
            const name = weekdayName(day.date, lang);
            const classes = [
              'mh-week__day',
              `mh-week__day--${day.kind}`,
              day.isToday ? 'mh-week__day--today' : '',
              day.isFuture ? 'mh-week__day--future' : '',
            ];
            return (
              <li
                key={day.date}
                className={classes.filter(Boolean).join(' ')}
                data-day={day.date}
                data-kind={day.kind}
                aria-current={day.isToday ? 'date' : undefined}
              >
                <span className="mh-week__dot" aria-hidden="true">
                  {DAY_MARK[day.kind]}
                </span>
                <span aria-hidden="true">{name}</span>
                <span className="mh-vh">
                  {`${name} ${day.date}${day.isToday ? ` (${t('today')})` : ''}: ${kindLabel(day.kind, day.isFuture)}`}
                </span>
              </li>
            );
          })}
        </ol>
        <ul className="mh-legend" aria-label={t('legend')}>
          {(['run', 'reached', 'frost'] as const).map((kind) => (
            <li key={kind} className={`mh-week__day--${kind}`}>
              <span className="mh-week__dot" aria-hidden="true" />
              {t(`kinds.${kind}`)}
            </li>
          ))}
        </ul>
        <p className="mh-streak__hint">{t('freezeHint')}</p>
      </section>
    </div>
  );
}
