/**
 * Tests, placement dialog, performance and essay marking. Logical properties
 * only, so Arabic mirrors by itself; colours keep text above 4.5:1.
 */
export const assessmentCss = `
.ml-assess { padding-block: 24px 48px; color: #1c2430; }
.ml-assess [dir='auto'] { text-align: start; }
.ml-card { background: #fff; border: 1px solid #dde3ec; border-radius: 8px; padding: 16px 20px; box-sizing: border-box; }
.ml-exam { display: grid; gap: 16px; max-width: 860px; margin-inline: auto; }
.ml-exam__head { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; flex-wrap: wrap; }
.ml-exam__head h1, .ml-exam__head h2 { margin: 0; font-size: 26px; line-height: 1.3; }
.ml-exam__kind { margin: 0 0 4px; color: #4a5668; font-size: 14px; text-transform: uppercase; letter-spacing: 0.04em; }
.ml-exam__timer { margin: 0; padding: 8px 14px; border-radius: 8px; background: #eef4ff; font-variant-numeric: tabular-nums; }
.ml-exam__timer strong { font-size: 20px; }
.ml-exam__timer--low { background: #fdecea; color: #8a1c12; }
.ml-exam__map ol { display: flex; flex-wrap: wrap; gap: 8px; }
.ml-exam__map-item { min-width: 40px; min-height: 40px; border: 1px solid #c3cedf; border-radius: 8px; background: #fff; color: #1c2430; font: inherit; cursor: pointer; }
.ml-exam__map-item.is-answered { background: #e4f3e8; border-color: #2e7d4f; }
.ml-exam__map-item.is-current { outline: 2px solid #1f5fbf; outline-offset: 1px; font-weight: 700; }
.ml-exam__map-item:focus-visible { outline: 3px solid #1f5fbf; }
.ml-exam__count { margin: 0 0 8px; color: #4a5668; font-size: 14px; }
.ml-exam__prompt { margin: 0 0 16px; font-size: 19px; line-height: 1.5; font-weight: 600; }
.ml-exam__options { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
.ml-exam__options legend { margin-block-end: 8px; color: #4a5668; font-size: 14px; }
.ml-exam__option { display: flex; gap: 10px; align-items: center; padding: 10px 12px; border: 1px solid #dde3ec; border-radius: 8px; cursor: pointer; }
.ml-exam__option:has(input:checked) { border-color: #1f5fbf; background: #f3f7ff; }
.ml-exam__option input { inline-size: 18px; block-size: 18px; margin: 0; }
.ml-exam__essay { display: grid; gap: 8px; }
.ml-exam__essay textarea { inline-size: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #c3cedf; border-radius: 8px; font: inherit; }
.ml-exam__save { min-block-size: 20px; margin: 8px 0 0; color: #4a5668; font-size: 13px; }
.ml-exam__actions { display: flex; gap: 12px; justify-content: flex-end; flex-wrap: wrap; }
.ml-exam__error { margin: 0; color: #a8071a; }
.ml-exam__refused { display: grid; gap: 12px; justify-items: start; max-width: 640px; margin: 24px auto; }
.ml-exam__score { display: flex; gap: 24px; align-items: center; flex-wrap: wrap; }
.ml-exam__percent { margin: 0; font-size: 22px; font-weight: 700; }
.ml-exam__pass { margin: 0; color: #1e6b3d; font-weight: 700; }
.ml-exam__fail { margin: 0; color: #a8071a; font-weight: 700; }
.ml-exam__marking { margin: 0; color: #7a4b00; }
.ml-exam__xp { margin: 0; color: #1f5fbf; font-weight: 700; }
.ml-exam__review { display: grid; gap: 12px; }
.ml-exam__item { border-inline-start: 4px solid #c3cedf; }
.ml-exam__item.is-right { border-inline-start-color: #2e7d4f; }
.ml-exam__item.is-wrong { border-inline-start-color: #c62828; }
.ml-exam__item.is-pending { border-inline-start-color: #b26a00; }
.ml-exam__answers { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
.ml-exam__answers dt { color: #4a5668; }
.ml-exam__answers dd { margin: 0; white-space: pre-wrap; }
.ml-exam__after { text-align: center; }
.ml-exam__ways { display: flex; flex-wrap: wrap; gap: 12px; margin: 0; }
.ml-perf__unfinished { display: grid; gap: 8px; margin-block-end: 20px; }
.ml-perf__unfinished h2 { margin: 0; font-size: 18px; }
.ml-perf__unfinished p { margin: 0; color: #4a5668; }
.ml-perf__unfinished-item { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; padding: 12px 16px; }
.ml-place { display: grid; gap: 16px; }
.ml-place__course { margin: 0; font-weight: 600; }
.ml-place__group { border: 1px solid #dde3ec; border-radius: 8px; margin: 0; padding: 12px 16px; display: grid; gap: 8px; }
.ml-place__group legend { padding-inline: 4px; font-weight: 600; }
.ml-place__percent { display: grid; grid-template-columns: 140px 1fr 72px auto; align-items: center; gap: 12px; }
.ml-place__number, .ml-place__amount input { inline-size: 72px; padding: 4px 8px; border: 1px solid #c3cedf; border-radius: 6px; font: inherit; }
.ml-place__modes, .ml-place__levels { display: flex; flex-wrap: wrap; gap: 8px 20px; }
.ml-place__amount { display: flex; gap: 12px; align-items: center; }
.ml-place__hint { margin: 0; color: #4a5668; font-size: 14px; }
.ml-place__tree ul { padding-inline-start: 24px; }
.ml-place__tree label { display: inline-flex; gap: 8px; align-items: flex-start; padding-block: 2px; }
.ml-place__problems { margin: 0; padding-inline-start: 20px; color: #a8071a; }
.ml-perf { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); }
/* Narrow screens: the three tabs wrap onto two lines instead of hiding behind a "more" button
   (which sits inside the tab list, where only tabs belong). */
@media (max-width: 640px) {
  .ml-perf .ant-tabs-nav-wrap { overflow: visible; }
  .ml-perf .ant-tabs-nav-list { flex-wrap: wrap; row-gap: 4px; transform: none !important; }
  .ml-perf .ant-tabs-nav-operations { display: none !important; }
  .ml-perf .ant-tabs-ink-bar { display: none; }
  .ml-perf .ant-tabs-tab { margin-inline-start: 0 !important; margin-inline-end: 20px; }
  .ml-perf .ant-tabs-tab-active { box-shadow: inset 0 -2px 0 #1f5fbf; }
}
.ml-perf h1 { margin: 0; font-size: 28px; }
.ml-perf__empty { color: #4a5668; }
.ml-perf__chart { margin: 0; }
.ml-perf__chart figcaption { color: #4a5668; font-size: 14px; }
.ml-perf__points { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
.ml-perf__exams { display: grid; gap: 8px; }
.ml-perf__exam { padding: 0; }
.ml-perf__exam-open { display: grid; grid-template-columns: 1fr auto; gap: 4px 16px; inline-size: 100%; padding: 12px 16px; border: 0; background: none; font: inherit; color: inherit; text-align: start; cursor: pointer; border-radius: 8px; }
.ml-perf__exam-open:focus-visible { outline: 2px solid #1f5fbf; }
.ml-perf__exam-name { font-weight: 600; }
.ml-perf__exam-meta { grid-row: 2; color: #4a5668; font-size: 14px; }
.ml-perf__exam-score { grid-row: 1 / span 2; grid-column: 2; align-self: center; font-size: 18px; }
.ml-perf__controls { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; }
.ml-perf__course { display: grid; gap: 4px; }
.ml-perf__course select { padding: 6px 8px; border: 1px solid #c3cedf; border-radius: 6px; font: inherit; max-inline-size: 320px; }
.ml-perf__toggle { display: flex; gap: 0; border: 0; margin: 0; padding: 0; }
.ml-perf__toggle legend { margin-block-end: 4px; font-size: 14px; color: #4a5668; }
.ml-perf__toggle label { display: inline-flex; gap: 6px; align-items: center; padding: 6px 12px; border: 1px solid #c3cedf; cursor: pointer; }
.ml-perf__toggle label.is-on { background: #eef4ff; border-color: #1f5fbf; }
.ml-perf__range { display: grid; gap: 4px; max-inline-size: 560px; }
.ml-perf__range label { display: grid; grid-template-columns: 120px 1fr; align-items: center; gap: 8px; }
.ml-place__slider { accent-color: #1f5fbf; }
.ml-perf__table { inline-size: 100%; border-collapse: collapse; background: #fff; }
.ml-perf__table th, .ml-perf__table td { padding: 8px 12px; border-block-end: 1px solid #dde3ec; text-align: start; }
.ml-perf__level { display: inline-block; padding: 2px 10px; border-radius: 12px; background: #eef1f6; font-weight: 600; }
.ml-perf__level--5, .ml-perf__level--6, .ml-perf__level--7 { background: #e4f3e8; color: #1e6b3d; }
.ml-essays { display: grid; gap: 16px; }
.ml-essay__text { padding: 8px; background: #f7f9fc; border-radius: 6px; }
.ml-essay__form { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-block-start: 12px; }
.ml-essay__form input { inline-size: 80px; padding: 6px 8px; border: 1px solid #c3cedf; border-radius: 6px; font: inherit; }
.ml-review { margin-block-start: 16px; }
.ml-review h2 { margin: 0 0 4px; font-size: 20px; }
.ml-review__list { display: grid; gap: 8px; margin-block-start: 8px; }
.ml-review__list li { display: flex; justify-content: space-between; gap: 12px; align-items: center; }
.ml-review__outcome { display: block; }
.ml-review__course { display: block; color: #4a5668; font-size: 14px; }
@media (max-width: 575px) { .ml-place__percent { grid-template-columns: 1fr 72px auto; } .ml-place__percent .ml-place__slider { grid-column: 1 / -1; grid-row: 2; } }
`;
