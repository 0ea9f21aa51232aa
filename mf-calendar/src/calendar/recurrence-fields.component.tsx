import { CALENDAR } from '@elearn/contracts/constants';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { Recurrence, Weekday } from './recurrence-form';
import { WEEKDAYS } from './recurrence-form';

interface Props {
  value: Recurrence;
  startDay: number;
  errors: Record<string, string | undefined>;
  onChange: (change: Partial<Recurrence>) => void;
}

/** Frequency, interval, weekdays or monthly choice, and the end of the repetition. */
export function RecurrenceFields({ value, startDay, errors, onChange }: Props) {
  const { t } = useTranslation('mf-calendar');
  const error = (key: string) =>
    errors[key] ? { validateStatus: 'error' as const, help: t(errors[key]!) } : {};
  const weekdayOptions = WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }));
  return (
    <fieldset className="cal-recurrence">
      <Flex gap={12} wrap>
        <Form.Item label={t('dialog.frequency')} htmlFor="cal-frequency">
          <Select
            id="cal-frequency"
            value={value.frequency}
            onChange={(frequency) => onChange({ frequency })}
            options={CALENDAR.frequencies.map((f) => ({ value: f, label: t(`dialog.frequencies.${f}`) }))}
            style={{ minWidth: 160 }}
          />
        </Form.Item>
        <Form.Item label={t('dialog.interval')} htmlFor="cal-interval" {...error('recurrence.interval')}>
          <InputNumber
            id="cal-interval"
            min={1}
            max={1000}
            value={value.interval}
            onChange={(interval) => onChange({ interval: Number(interval ?? 0) })}
          />
        </Form.Item>
      </Flex>
      {value.frequency === 'WEEKLY' && (
        <Form.Item label={t('dialog.weekdays')} {...error('recurrence.weekdays')}>
          <Checkbox.Group
            aria-label={t('dialog.weekdays')}
            value={value.weekdays}
            onChange={(weekdays) => onChange({ weekdays: weekdays as Weekday[] })}
            options={weekdayOptions}
          />
        </Form.Item>
      )}
      {value.frequency === 'MONTHLY' && (
        <Radio.Group
          value={value.monthlyBy}
          onChange={(e) => onChange({ monthlyBy: e.target.value })}
          className="cal-recurrence__monthly"
        >
          <Radio value="monthDay">{t('dialog.monthlyBy.monthDay', { day: startDay })}</Radio>
          <Flex gap={8} align="center" wrap>
            <Radio value="weekday">{t('dialog.monthlyBy.weekday')}</Radio>
            <Select
              aria-label={t('dialog.monthlyBy.weekday')}
              disabled={value.monthlyBy !== 'weekday'}
              value={value.ordinal}
              onChange={(ordinal) => onChange({ ordinal })}
              options={CALENDAR.ordinals.map((o) => ({ value: o, label: t(`dialog.ordinals.${o}`) }))}
              style={{ minWidth: 120 }}
            />
            <Select
              aria-label={t('dialog.weekdays')}
              disabled={value.monthlyBy !== 'weekday'}
              value={value.ordinalWeekday}
              onChange={(ordinalWeekday) => onChange({ ordinalWeekday })}
              options={weekdayOptions}
              style={{ minWidth: 140 }}
            />
          </Flex>
        </Radio.Group>
      )}
      <Form.Item label={t('dialog.end')}>
        <Radio.Group value={value.end} onChange={(e) => onChange({ end: e.target.value })}>
          <Flex vertical gap={8}>
            <Radio value="never">{t('dialog.ends.never')}</Radio>
            <Flex gap={8} align="center">
              <Radio value="count">{t('dialog.ends.count')}</Radio>
              <InputNumber
                aria-label={t('dialog.occurrences')}
                min={1}
                max={1000}
                disabled={value.end !== 'count'}
                value={value.count}
                onChange={(count) => onChange({ count: Number(count ?? 0) })}
                status={errors['recurrence.count'] ? 'error' : undefined}
              />
              <span>{t('dialog.occurrences')}</span>
            </Flex>
            <Flex gap={8} align="center">
              <Radio value="until">{t('dialog.ends.until')}</Radio>
              <Input
                type="date"
                aria-label={t('dialog.ends.until')}
                disabled={value.end !== 'until'}
                value={value.until}
                onChange={(e) => onChange({ until: e.target.value })}
                status={errors['recurrence.until'] ? 'error' : undefined}
                style={{ width: 180 }}
              />
            </Flex>
          </Flex>
        </Radio.Group>
        {(errors['recurrence.count'] || errors['recurrence.until']) && (
          <div role="alert" className="cal-error">
            {t(errors['recurrence.count'] ?? errors['recurrence.until']!)}
          </div>
        )}
      </Form.Item>
    </fieldset>
  );
}
