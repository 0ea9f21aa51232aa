import { CALENDAR } from '@elearn/contracts/constants';

/** The calendar page's styles: logical properties only, so Arabic mirrors them. */
export const CALENDAR_CSS = `
.cal-page { padding-block: 16px 32px; padding-inline: 16px; max-inline-size: 1400px; margin-inline: auto; }
.cal-page h1 { font-size: 1.5rem; margin-block: 0 12px; }
.cal-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin-block-end: 12px; }
.cal-toolbar__period { font-size: 1.2rem; margin: 0; min-inline-size: 12ch; }
.cal-toolbar__end { margin-inline-start: auto; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.cal-toolbar__switch { display: inline-flex; align-items: center; gap: 6px; }
[dir="rtl"] .cal-nav-icon { transform: scaleX(-1); }
.cal-status { min-block-size: 1.5em; margin-block: 0 8px; color: #4b5563; }
.cal-grid { overflow-x: auto; }
.cal-grid--month .fc { min-inline-size: ${CALENDAR.monthMinWidthPx}px; }
.cal-grid .fc-event-notes { display: block; font-size: 0.8em; opacity: 0.9; white-space: normal; }
.cal-grid .fc a { color: inherit; }
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
.cal-error { color: #b91c1c; margin-block-start: 4px; }
`;
