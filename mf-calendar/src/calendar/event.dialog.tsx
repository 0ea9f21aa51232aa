import { serverFieldErrors, useReturnFocus } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myCoursesQuery } from './calendar.queries';
import {
  type Answer,
  type CalendarEvent,
  type CalendarOccurrence,
  type CalendarScope,
  calendarApi,
} from './calendar.resource';
import { ConfirmChange } from './confirm-change.modal';
import {
  type EventFormValues,
  editInput,
  eventValues,
  newEventValues,
  startOf,
  toInput,
  validateEvent,
} from './event-form';
import { Choice, NativeSelect } from './native-controls';
import { RecurrenceFields } from './recurrence-fields.component';
import { defaultRecurrence } from './recurrence-form';

/** What the dialog opens on: a new event at a start, or a stored event at one of its occurrences. */
export type DialogTarget =
  | { mode: 'add'; start: Date; courseId?: string }
  | { mode: 'edit'; event: CalendarEvent; occurrence: CalendarOccurrence };

interface Props {
  target: DialogTarget;
  onClose: () => void;
  /** After a saved change: the message key to show ("messages.added", …). */
  onDone: (message: 'added' | 'edited' | 'deleted' | 'failed') => void;
}

const shownStart = (o: CalendarOccurrence) =>
  o.allDay ? new Date(`${o.start}T00:00:00`) : new Date(o.start);

/** Add and edit an event (spec §2, §4): closing throws the fields away, editing restores the stored rule. */
export function EventDialog({ target, onClose, onDone }: Props) {
  const { t } = useTranslation('mf-calendar');
  const courses = useQuery(myCoursesQuery());
  const [confirming, setConfirming] = useState<'edit' | 'delete' | null>(null);
  const editing = target.mode === 'edit' ? target : null;
  const recurring = !!editing?.event.rRule;
  const initialValues: EventFormValues = editing
    ? eventValues(editing.event, shownStart(editing.occurrence))
    : newEventValues(
        target.mode === 'add' ? target.start : new Date(),
        target.mode === 'add' ? target.courseId : '',
      );

  const finish = (result: Answer<unknown>, message: 'added' | 'edited' | 'deleted') => {
    if (result.ok) return onDone(message);
    const errors = serverFieldErrors({ errors: result.errors });
    if (Object.keys(errors).length) formik.setErrors(errors);
    else onDone('failed');
  };

  const save = async (values: EventFormValues, scope: CalendarScope) => {
    if (!editing) {
      const url = `${window.location.pathname}${window.location.search}`;
      return finish(await calendarApi.add(toInput(values, url)), 'added');
    }
    const { event, occurrence } = editing;
    const input = editInput(values, initialValues, event, scope);
    return finish(await calendarApi.edit(event._id, input, scope, occurrence.occurrence), 'edited');
  };

  const formik = useFormik<EventFormValues>({
    initialValues,
    validate: validateEvent,
    validateOnChange: false,
    onSubmit: async (values) => {
      if (!editing) return save(values, 'all');
      setConfirming('edit');
    },
  });

  const remove = async (scope: CalendarScope) => {
    if (!editing) return;
    const { event, occurrence } = editing;
    finish(await calendarApi.remove(event._id, scope, occurrence.occurrence), 'deleted');
  };

  const values = formik.values;
  const focus = useReturnFocus(true);
  const error = (key: keyof EventFormValues) =>
    formik.errors[key] && typeof formik.errors[key] === 'string'
      ? { validateStatus: 'error' as const, help: t(formik.errors[key] as string) }
      : {};
  const nestedErrors = formik.errors as Record<string, string | undefined>;
  const set = (change: Partial<EventFormValues>) => formik.setValues({ ...values, ...change }, false);
  // A new event's repetition starts from the chosen start (its weekday, its place in the month).
  const repeatFrom = (repeat: boolean) =>
    editing || !repeat
      ? { ...values.recurrence, repeat }
      : {
          ...defaultRecurrence(startOf(values)),
          repeat,
          end: values.recurrence.end,
          count: values.recurrence.count,
        };

  return (
    <Modal
      {...focus}
      open
      title={editing ? t('dialog.editTitle') : t('dialog.addTitle')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={
        <Flex justify="space-between" gap={8}>
          <span>
            {editing && (
              <Button danger onClick={() => setConfirming('delete')}>
                {t('dialog.delete')}
              </Button>
            )}
          </span>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            <Button type="primary" htmlType="submit" form="cal-event-form" loading={formik.isSubmitting}>
              {t('dialog.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <form id="cal-event-form" noValidate onSubmit={formik.handleSubmit}>
        <Form component={false} layout="vertical" requiredMark={false}>
          <Form.Item label={t('dialog.title')} htmlFor="cal-title" {...error('title')}>
            <Input
              id="cal-title"
              name="title"
              value={values.title}
              onChange={formik.handleChange}
              autoFocus
            />
          </Form.Item>
          <Form.Item label={t('dialog.notes')} htmlFor="cal-notes" {...error('notes')}>
            <Input.TextArea
              id="cal-notes"
              name="notes"
              rows={2}
              value={values.notes}
              onChange={formik.handleChange}
            />
          </Form.Item>
          <Form.Item>
            <Choice
              type="checkbox"
              label={t('dialog.allDay')}
              checked={values.allDay}
              onChange={(e) => set({ allDay: e.target.checked })}
            />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item label={t('dialog.startDate')} htmlFor="cal-start-day" {...error('startDay')}>
              <Input
                id="cal-start-day"
                type="date"
                name="startDay"
                value={values.startDay}
                onChange={formik.handleChange}
              />
            </Form.Item>
            {!values.allDay && (
              <>
                <Form.Item label={t('dialog.startTime')} htmlFor="cal-start-time" {...error('startTime')}>
                  <Input
                    id="cal-start-time"
                    type="time"
                    name="startTime"
                    value={values.startTime}
                    onChange={formik.handleChange}
                  />
                </Form.Item>
                <Form.Item label={t('dialog.endTime')} htmlFor="cal-end-time" {...error('endTime')}>
                  <Input
                    id="cal-end-time"
                    type="time"
                    name="endTime"
                    value={values.endTime}
                    onChange={formik.handleChange}
                  />
                </Form.Item>
              </>
            )}
          </Flex>
          <Form.Item label={t('dialog.course')} htmlFor="cal-course">
            <NativeSelect
              id="cal-course"
              value={values.courseId}
              onValue={(courseId) => set({ courseId })}
              aria-busy={courses.isLoading}
              options={[
                { value: '', label: t('dialog.noCourse') },
                ...(courses.data ?? []).map((c) => ({ value: c.id, label: c.title })),
              ]}
            />
          </Form.Item>
          {editing?.event.url && (
            <p>
              {t('dialog.page')}: <a href={editing.event.url}>{editing.event.url}</a>
            </p>
          )}
          <Form.Item>
            <Choice
              type="checkbox"
              role="switch"
              id="cal-repeat"
              label={t('dialog.repeat')}
              checked={values.recurrence.repeat}
              onChange={(e) => set({ recurrence: repeatFrom(e.target.checked) })}
            />
          </Form.Item>
          {values.recurrence.repeat && (
            <RecurrenceFields
              value={values.recurrence}
              startDay={startOf(values).getDate()}
              errors={nestedErrors}
              onChange={(change) => set({ recurrence: { ...values.recurrence, ...change } })}
            />
          )}
        </Form>
      </form>
      {confirming && (
        <ConfirmChange
          kind={confirming}
          recurring={recurring}
          onCancel={() => setConfirming(null)}
          onConfirm={(scope) => {
            setConfirming(null);
            if (confirming === 'delete') void remove(scope);
            else void save(formik.values, scope);
          }}
        />
      )}
    </Modal>
  );
}
