import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { CALENDAR } from '@elearn/contracts/constants';
import { isRtl, refusalOf } from '@elearn/platform';
import { ErrorState, RefusalState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import type { EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarKeys, eventsQuery, occurrencesQuery } from './calendar.queries';
import type { CalendarOccurrence } from './calendar.resource';
import { CALENDAR_CSS } from './calendar.styles';
import type { DialogTarget } from './event.dialog';
import { eventColours } from './event-colours';
import { Choice, NativeSelect } from './native-controls';
import { YearView } from './year-view.component';

// The dialogs load on their first opening (forms, recurrence fields).
const EventDialog = lazy(() => import('./event.dialog').then((m) => ({ default: m.EventDialog })));
const FeedDialog = lazy(() => import('./feed.dialog').then((m) => ({ default: m.FeedDialog })));

type View = 'day' | 'week' | 'month' | 'year';
const FC_VIEWS = { day: 'timeGridDay', week: 'timeGridWeek', month: 'dayGridMonth' } as const;
const FROM_FC: Record<string, View> = { timeGridDay: 'day', timeGridWeek: 'week', dayGridMonth: 'month' };
const LOCALES = [arLocale, frLocale, deLocale];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ?courseId filter of the page's address (spec §7), when it is one. */
function courseFilter(): string | undefined {
  const id = new URLSearchParams(window.location.search).get('courseId');
  return id && UUID.test(id) ? id : undefined;
}

const yearRange = (year: number) => ({
  from: new Date(year, 0, 1).toISOString(),
  to: new Date(year + 1, 0, 1).toISOString(),
});

const toFullCalendar = (o: CalendarOccurrence): EventInput => ({
  id: `${o.eventId}|${o.occurrence}`,
  title: o.title,
  start: o.start,
  end: o.end,
  allDay: o.allDay,
  ...eventColours(o),
  extendedProps: { occurrence: o },
});

/** Title and notes (cut to 100 characters, spec §5) inside an event. */
function EventContent({ event, timeText, view }: EventContentArg) {
  const notes: string = (event.extendedProps.occurrence as CalendarOccurrence).notes;
  const cut =
    notes.length > CALENDAR.notesPreviewChars ? `${notes.slice(0, CALENDAR.notesPreviewChars)}…` : notes;
  return (
    <span className="fc-event-main-frame">
      {timeText && <span className="fc-event-time">{timeText} </span>}
      <span className="fc-event-title">{event.title}</span>
      {view.type !== 'dayGridMonth' && cut && <span className="fc-event-notes">{cut}</span>}
    </span>
  );
}

/** /calendar — Day, Week, Month and Year views of the user's events, weeks from Saturday (spec §2). */
export function CalendarPage() {
  const { t } = useTranslation('mf-calendar');
  const lang = useLang();
  const courseId = courseFilter();
  const calendarRef = useRef<FullCalendar>(null);
  const queryClient = useQueryClient();
  const [toast, toastHolder] = message.useMessage();
  const [view, setView] = useState<View>('week');
  const [date, setDate] = useState(() => new Date());
  const [range, setRange] = useState<{ from: string; to: string; title: string } | null>(null);
  const [h24, setH24] = useState(true);
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);

  // FullCalendar owns its date while it shows; it starts from the month a Year tile chose.
  const anchor = useRef(date);
  if (view === 'year') anchor.current = date;

  const shown =
    view === 'year' ? { ...yearRange(date.getFullYear()), title: String(date.getFullYear()) } : range;
  const occurrences = useQuery({
    ...occurrencesQuery(shown?.from ?? '', shown?.to ?? '', courseId),
    enabled: !!shown,
  });
  const api = () => calendarRef.current?.getApi();

  const step = (direction: -1 | 1) => {
    if (view === 'year') setDate(new Date(date.getFullYear() + direction, 0, 1));
    else if (direction < 0) api()?.prev();
    else api()?.next();
  };
  const choose = (next: View) => {
    if (next !== 'year' && view !== 'year') api()?.changeView(FC_VIEWS[next]);
    setView(next);
  };
  const openMonth = (month: number) => {
    const first = new Date(date.getFullYear(), month, 1);
    anchor.current = first;
    setDate(first);
    setView('month');
  };
  const openEvent = async (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const occurrence = arg.event.extendedProps.occurrence as CalendarOccurrence;
    if (!occurrence.canEdit) return;
    const events = await queryClient.fetchQuery(eventsQuery(courseId));
    const event = events.find((e) => e._id === occurrence.eventId);
    if (event) setTarget({ mode: 'edit', event, occurrence });
  };
  const done = (key: 'added' | 'edited' | 'deleted' | 'failed') => {
    if (key === 'failed') void toast.error(t('messages.failed'));
    else {
      void toast.success(t(`messages.${key}`));
      setTarget(null);
    }
    void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  };
  const newStart = () => {
    const start = view === 'year' ? new Date() : new Date(api()?.getDate() ?? date);
    const now = new Date();
    start.setHours(now.getHours() + 1, 0, 0, 0);
    return start;
  };

  const data = occurrences.data ?? [];
  const events = useMemo(() => (occurrences.data ?? []).map(toFullCalendar), [occurrences.data]);
  const timeFormat = useMemo(
    () => ({ hour: 'numeric', minute: '2-digit', hour12: !h24, meridiem: h24 ? false : 'short' }) as const,
    [h24],
  );

  return (
    <AntdScope>
      <ScopedStyle name="calendar" css={CALENDAR_CSS} />
      {toastHolder}
      <section className="cal-page" aria-labelledby="cal-heading">
        <h1 id="cal-heading">{t('title')}</h1>
        <div className="cal-toolbar">
          <Button
            aria-label={t('previous')}
            icon={<LeftOutlined className="cal-nav-icon" aria-hidden />}
            onClick={() => step(-1)}
          />
          <Button onClick={() => (view === 'year' ? setDate(new Date()) : api()?.today())}>
            {t('today')}
          </Button>
          <Button
            aria-label={t('next')}
            icon={<RightOutlined className="cal-nav-icon" aria-hidden />}
            onClick={() => step(1)}
          />
          <h2 className="cal-toolbar__period" aria-live="polite">
            {shown?.title}
          </h2>
          <div className="cal-toolbar__end">
            <NativeSelect<View>
              aria-label={t('views.label')}
              value={view}
              onValue={choose}
              options={(['day', 'week', 'month', 'year'] as const).map((v) => ({
                value: v,
                label: t(`views.${v}`),
              }))}
            />
            {(view === 'day' || view === 'week') && (
              <Choice
                type="checkbox"
                role="switch"
                label={t('hours24')}
                checked={h24}
                onChange={(e) => setH24(e.target.checked)}
              />
            )}
            <Button type="primary" onClick={() => setTarget({ mode: 'add', start: newStart(), courseId })}>
              {t('add')}
            </Button>
            <Button onClick={() => setFeedOpen(true)}>{t('feed.open')}</Button>
          </div>
        </div>
        <div className="cal-status" role="status">
          {occurrences.isFetching ? (
            <Spin size="small" aria-label={t('loading')} />
          ) : occurrences.isSuccess && data.length === 0 && view !== 'year' ? (
            t('noEvents')
          ) : null}
        </div>
        {refusalOf(occurrences.error) ? (
          <RefusalState status={refusalOf(occurrences.error) ?? 403} />
        ) : occurrences.isError && !occurrences.isFetching ? (
          <ErrorState
            message={t('failed')}
            retryLabel={t('retry')}
            onRetry={() => void occurrences.refetch()}
          />
        ) : null}
        {view === 'year' ? (
          <YearView year={date.getFullYear()} lang={lang} occurrences={data} onOpenMonth={openMonth} />
        ) : (
          <div className={`cal-grid cal-grid--${view}`}>
            <FullCalendar
              ref={calendarRef}
              plugins={[dayGridPlugin, timeGridPlugin]}
              initialView={FC_VIEWS[view]}
              initialDate={anchor.current}
              headerToolbar={false}
              locales={LOCALES}
              locale={lang}
              direction={isRtl(lang) ? 'rtl' : 'ltr'}
              firstDay={6}
              height="auto"
              navLinks
              // A day's link opens the Day view the dropdown names (with hours), not FullCalendar's hour-less day grid.
              navLinkDayClick={FC_VIEWS.day}
              eventInteractive
              dayMaxEvents
              nowIndicator
              slotLabelFormat={timeFormat}
              eventTimeFormat={timeFormat}
              events={events}
              eventContent={(arg) => <EventContent {...arg} />}
              // A month cell named by its day number alone, while it also shows events, fails
              // "label-content-name-mismatch": its day link already names the day.
              dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
              eventClick={(arg) => void openEvent(arg)}
              datesSet={(arg) => {
                const next = {
                  from: arg.start.toISOString(),
                  to: arg.end.toISOString(),
                  title: arg.view.title,
                };
                setRange((last) =>
                  last && last.from === next.from && last.to === next.to && last.title === next.title
                    ? last
                    : next,
                );
                const current = arg.view.calendar.getDate();
                setDate((last) => (last.getTime() === current.getTime() ? last : current));
                setView(FROM_FC[arg.view.type] ?? 'week');
              }}
            />
          </div>
        )}
      </section>
      <Suspense fallback={null}>
        {target && (
          <EventDialog
            key={target.mode === 'edit' ? `${target.event._id}|${target.occurrence.occurrence}` : 'add'}
            target={target}
            onClose={() => setTarget(null)}
            onDone={done}
          />
        )}
        {feedOpen && <FeedDialog onClose={() => setFeedOpen(false)} />}
      </Suspense>
    </AntdScope>
  );
}
