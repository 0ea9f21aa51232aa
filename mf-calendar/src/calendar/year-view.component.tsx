import { useTranslation } from 'react-i18next';
import type { CalendarOccurrence } from './calendar.resource';

interface Props {
  year: number;
  lang: string;
  occurrences: CalendarOccurrence[];
  onOpenMonth: (month: number) => void;
}

/** The month (0–11) an occurrence starts in, in the viewer's time. */
const monthOf = (o: CalendarOccurrence) =>
  (o.allDay ? new Date(`${o.start}T00:00:00`) : new Date(o.start)).getMonth();

/** Year view (spec §2): twelve month tiles, each with its event count or "No Events"; a tile opens its month. */
export function YearView({ year, lang, occurrences, onOpenMonth }: Props) {
  const { t } = useTranslation('mf-calendar');
  const counts = new Array<number>(12).fill(0);
  for (const o of occurrences) counts[monthOf(o)]! += 1;
  const monthName = new Intl.DateTimeFormat(lang, { month: 'long' });
  return (
    <ul className="cal-year" aria-label={String(year)}>
      {counts.map((count, month) => {
        const name = monthName.format(new Date(year, month, 1));
        return (
          <li key={name}>
            <button type="button" className="cal-year__tile" onClick={() => onOpenMonth(month)}>
              <span className="cal-year__month">{name}</span>
              <span className={count ? 'cal-year__count' : 'cal-year__none'}>
                {count ? t('eventCount', { count }) : t('noEvents')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
