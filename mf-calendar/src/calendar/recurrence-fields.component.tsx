import { CALENDAR } from '@elearn/contracts/constants';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { Choice, NativeSelect } from './native-controls';
import type { Recurrence, Weekday } from './recurrence-form';
import { WEEKDAYS } from './recurrence-form';

interface Props {
  value: Recurrence;
  startDay: number;
  errors: Record<string, string | undefined>;
  onChange: (change: Partial<Recurrence>) => void;
}

const number = (text: string) => (text === '' ? 0 : Number(text));

/** Frequency, interval, weekdays or monthly choice, and the end of the repetition. */
export function RecurrenceFields({ value, startDay, errors, onChange }: Props) {
  const { t } = useTranslation('mf-calendar');
  const error = (key: string) =>
    errors[key] ? { validateStatus: 'error' as const, help: t(errors[key]!) } : {};
  const weekdayOptions = WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }));
  const toggleDay = (day: Weekday, on: boolean) =>
    onChange({ weekdays: on ? [...value.weekdays, day] : value.weekdays.filter((d) => d !== day) });
  return (
    <fieldset className="cal-recurrence">
      <legend className="cal-visually-hidden">{t('dialog.repeat')}</legend>
      <Flex gap={12} wrap>
        <Form.Item label={t('dialog.frequency')} htmlFor="cal-frequency">
          <NativeSelect
            id="cal-frequency"
            value={value.frequency}
            onValue={(frequency) => onChange({ frequency })}
            options={CALENDAR.frequencies.map((f) => ({ value: f, label: t(`dialog.frequencies.${f}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('dialog.interval')} htmlFor="cal-interval" {...error('recurrence.interval')}>
          <Input
            id="cal-interval"
            type="number"
            min={1}
            max={1000}
            value={value.interval}
            onChange={(e) => onChange({ interval: number(e.target.value) })}
            style={{ width: 100 }}
          />
        </Form.Item>
      </Flex>
      {value.frequency === 'WEEKLY' && (
        <fieldset
          className="cal-group"
          aria-describedby={errors['recurrence.weekdays'] ? 'cal-weekdays-error' : undefined}
        >
          <legend>{t('dialog.weekdays')}</legend>
          <Flex gap={12} wrap>
            {WEEKDAYS.map((day) => (
              <Choice
                key={day}
                type="checkbox"
                label={t(`weekdays.${day}`)}
                checked={value.weekdays.includes(day)}
                onChange={(e) => toggleDay(day, e.target.checked)}
              />
            ))}
          </Flex>
          {errors['recurrence.weekdays'] && (
            <div id="cal-weekdays-error" role="alert" className="cal-error">
              {t(errors['recurrence.weekdays'])}
            </div>
          )}
        </fieldset>
      )}
      {value.frequency === 'MONTHLY' && (
        <fieldset className="cal-group">
          <legend className="cal-visually-hidden">{t('dialog.frequencies.MONTHLY')}</legend>
          <Flex vertical gap={8}>
            <Choice
              type="radio"
              name="cal-monthly"
              label={t('dialog.monthlyBy.monthDay', { day: startDay })}
              checked={value.monthlyBy === 'monthDay'}
              onChange={() => onChange({ monthlyBy: 'monthDay' })}
            />
            <Flex gap={8} align="center" wrap>
              <Choice
                type="radio"
                name="cal-monthly"
                label={t('dialog.monthlyBy.weekday')}
                checked={value.monthlyBy === 'weekday'}
                onChange={() => onChange({ monthlyBy: 'weekday' })}
              />
              <NativeSelect
                aria-label={t('dialog.ordinal')}
                disabled={value.monthlyBy !== 'weekday'}
                value={value.ordinal}
                onValue={(ordinal) => onChange({ ordinal })}
                options={CALENDAR.ordinals.map((o) => ({ value: o, label: t(`dialog.ordinals.${o}`) }))}
              />
              <NativeSelect
                aria-label={t('dialog.weekday')}
                disabled={value.monthlyBy !== 'weekday'}
                value={value.ordinalWeekday}
                onValue={(ordinalWeekday) => onChange({ ordinalWeekday })}
                options={weekdayOptions}
              />
            </Flex>
          </Flex>
        </fieldset>
      )}
      <fieldset className="cal-group">
        <legend>{t('dialog.end')}</legend>
        <Flex vertical gap={8}>
          <Choice
            type="radio"
            name="cal-end"
            label={t('dialog.ends.never')}
            checked={value.end === 'never'}
            onChange={() => onChange({ end: 'never' })}
          />
          <Flex gap={8} align="center">
            <Choice
              type="radio"
              name="cal-end"
              label={t('dialog.ends.count')}
              checked={value.end === 'count'}
              onChange={() => onChange({ end: 'count' })}
            />
            <Input
              type="number"
              aria-label={t('dialog.occurrences')}
              min={1}
              max={1000}
              disabled={value.end !== 'count'}
              value={value.count}
              onChange={(e) => onChange({ count: number(e.target.value) })}
              status={errors['recurrence.count'] ? 'error' : undefined}
              style={{ width: 100 }}
            />
            <span aria-hidden>{t('dialog.occurrences')}</span>
          </Flex>
          <Flex gap={8} align="center">
            <Choice
              type="radio"
              name="cal-end"
              label={t('dialog.ends.until')}
              checked={value.end === 'until'}
              onChange={() => onChange({ end: 'until' })}
            />
            <Input
              type="date"
              aria-label={t('dialog.untilDate')}
              disabled={value.end !== 'until'}
              value={value.until}
              onChange={(e) => onChange({ until: e.target.value })}
              status={errors['recurrence.until'] ? 'error' : undefined}
              style={{ width: 180 }}
            />
          </Flex>
        </Flex>
        {(errors['recurrence.count'] || errors['recurrence.until']) && (
          <div role="alert" className="cal-error">
            {t(errors['recurrence.count'] ?? errors['recurrence.until']!)}
          </div>
        )}
      </fieldset>
      {/* The server's verdict on the rule as a whole (RFC 5545 ranges). */}
      {errors.rRule && (
        <div role="alert" className="cal-error">
          {t(errors.rRule)}
        </div>
      )}
    </fieldset>
  );
}
