import { CALENDAR } from '@elearn/contracts/constants';

/** About 80 px a day column: a week header ('Sat 28/11', Arabic included) fits on one or two lines. */
const WEEK_MIN_WIDTH_PX = 600;

/** The calendar page's styles: logical properties only, so Arabic mirrors them. */
export const CALENDAR_CSS = `
.cal-page { padding-block: 16px 32px; padding-inline: 16px; max-inline-size: 1400px; margin-inline: auto; }
.cal-page h1 { font-size: 1.5rem; margin-block: 0 12px; }
.cal-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin-block-end: 12px; }
.cal-toolbar__period { font-size: 1.2rem; margin: 0; min-inline-size: 12ch; }
.cal-toolbar__end { margin-inline-start: auto; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
[dir="rtl"] .cal-nav-icon { transform: scaleX(-1); }
.cal-status { min-block-size: 1.5em; margin-block: 0 8px; color: #4b5563; }
.cal-grid { overflow-x: auto; }
.cal-grid--month .fc { min-inline-size: ${CALENDAR.monthMinWidthPx}px; }
/* Seven day columns stay wide enough for their headers on a phone (the grid scrolls), and a header wraps rather than overlaps. */
.cal-grid--week .fc { min-inline-size: ${WEEK_MIN_WIDTH_PX}px; }
.cal-grid .fc .fc-col-header-cell-cushion { display: block; white-space: normal; padding-inline: 2px; }
.cal-grid .fc-timegrid-event .fc-event-main { overflow: hidden; }
.cal-grid .fc-event-notes { display: block; font-size: 0.8em; opacity: 0.9; white-space: normal; }
.cal-grid .fc a { color: inherit; }
/* FullCalendar fades other months' days to 30 %: too little contrast to read (axe). */
.cal-grid .fc .fc-day-other .fc-daygrid-day-top { opacity: 1; color: #4b5563; }
.cal-grid .fc .fc-col-header-cell-cushion, .cal-grid .fc .fc-daygrid-day-number { color: #1f2937; }
.cal-year { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
.cal-year__tile { inline-size: 100%; min-block-size: 96px; display: flex; flex-direction: column; gap: 8px;
  align-items: flex-start; padding: 16px; border: 1px solid #d1d5db; border-radius: 8px; background: #fff;
  cursor: pointer; font: inherit; text-align: start; }
.cal-year__tile:hover, .cal-year__tile:focus-visible { border-color: #1d4ed8; outline: 2px solid #1d4ed8; outline-offset: 1px; }
.cal-year__month { font-weight: 600; font-size: 1.05rem; }
.cal-year__count { color: #1d4ed8; }
.cal-year__none { color: #4b5563; }
.cal-recurrence { border: 1px solid #e5e7eb; border-radius: 8px; padding: 12px; margin: 0 0 12px; }
.cal-recurrence__monthly { display: flex; flex-direction: column; gap: 8px; margin-block-end: 12px; }
.cal-select { block-size: 32px; padding-block: 0; padding-inline: 8px; border: 1px solid #d1d5db;
  border-radius: 6px; background: #fff; font: inherit; min-inline-size: 120px; }
.cal-select:focus-visible, .cal-choice input:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 1px; }
.cal-choice { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.cal-choice input { inline-size: 16px; block-size: 16px; margin: 0; accent-color: #1d4ed8; }
.cal-choice--switch input { appearance: none; inline-size: 36px; block-size: 20px; border-radius: 10px;
  background: #9ca3af; position: relative; cursor: pointer; transition: background 0.2s; }
.cal-choice--switch input::after { content: ''; position: absolute; inset-block-start: 2px; inset-inline-start: 2px;
  inline-size: 16px; block-size: 16px; border-radius: 50%; background: #fff; transition: inset-inline-start 0.2s; }
.cal-choice--switch input:checked { background: #1d4ed8; }
.cal-choice--switch input:checked::after { inset-inline-start: 18px; }
.cal-group { border: 0; padding: 0; margin: 0 0 12px; }
.cal-group legend { font-size: 0.95em; margin-block-end: 6px; padding: 0; }
.cal-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.cal-error { color: #b91c1c; margin-block-start: 4px; }
`;
