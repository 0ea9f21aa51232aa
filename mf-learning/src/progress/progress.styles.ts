/** The progress, study and certificate pages' look; logical properties only, so Arabic mirrors by itself. */
export const progressCss = `
.ml-progress-page { padding-block: 32px 64px; color: #1c2430; }
:where(.ml-progress-page) :where(h1, h2, h3) { color: #0e2a57; margin: 0; }
.ml-progress, .ml-study { display: flex; flex-direction: column; gap: 20px; }
.ml-progress__eyebrow { margin: 0; color: #4a5363; font-weight: 600; }
.ml-progress__head h1, .ml-study__head h1 { font-size: clamp(24px, 3vw, 32px); font-weight: 800; line-height: 1.25; }
.ml-progress__actions { display: flex; flex-wrap: wrap; gap: 10px; margin-block-start: 14px; align-items: center; }
.ml-progress__roadmap { flex-basis: 100%; }
.ml-progress__subscribe { margin: 0; font-weight: 600; }
.ml-progress__filter { display: flex; gap: 10px; align-items: center; }
.ml-progress-card { padding: 18px; display: flex; flex-direction: column; gap: 12px; }
.ml-progress-card__summary { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 8px 16px; align-items: center; }
.ml-progress-card__summary p { margin: 0; color: #4a5363; grid-column: 1; }
.ml-progress-card__summary button { grid-column: 2; grid-row: 1 / span 2; }
.ml-progress-card__heading { font-size: 18px; margin-block-end: 8px !important; }
.ml-progress-card__times { color: #3d4757; }
.ml-timeline { display: flex; flex-direction: column; gap: 18px; border-inline-start: 3px solid #c7d0fb; padding-inline-start: 18px; }
.ml-timeline__outcome { background: #fff; border: 1px solid #e3e8f0; border-radius: 12px; padding: 16px; }
.ml-timeline__head { display: flex; justify-content: space-between; gap: 16px; align-items: center; }
.ml-timeline__head h2 { font-size: 18px; line-height: 1.4; }
.ml-timeline__number { display: block; font-size: 13px; color: #4a5363; font-weight: 600; }
.ml-timeline__mastery { display: flex; flex-direction: column; align-items: center; gap: 6px; flex: none; }
.ml-tag--ok { background: #e8f6ec; border-color: #b5e0c2; color: #1b6b34; }
.ml-timeline__module { margin-block-start: 14px; }
.ml-timeline__module h3 { font-size: 16px; margin-block-end: 6px !important; }
.ml-timeline__lesson { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; padding-block: 8px;
  border-block-start: 1px solid #eef1f6; }
.ml-timeline__lesson-name { flex: 1 1 220px; }
.ml-timeline__time { color: #4a5363; font-size: 14px; }
.ml-timeline__links { display: flex; gap: 8px; }
.ml-times { display: flex; flex-direction: column; gap: 12px; }
.ml-times__zone, .ml-times__hint { margin: 0; color: #4a5363; }
.ml-times__entry { border: 1px solid #e3e8f0; border-radius: 10px; padding: 12px; margin: 0; display: flex; flex-direction: column; gap: 8px; }
.ml-times__entry legend { padding-inline: 4px; font-weight: 600; }
.ml-times__time { display: flex; gap: 10px; align-items: center; }
.ml-times__time input { padding: 4px 8px; border: 1px solid #b8c2d3; border-radius: 6px; font: inherit; }
.ml-times__days { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 14px; }
.ml-times__days legend { padding: 0; margin-block-end: 4px; }
.ml-times__day { display: inline-flex; gap: 6px; align-items: center; }
.ml-times__day input, .ml-progress__filter input { inline-size: 18px; block-size: 18px; accent-color: #1f5fbf; }
.ml-times__error { margin: 0; color: #b42318; }
.ml-times__actions { display: flex; gap: 10px; align-items: center; }
.ml-times__saved { color: #1b6b34; }
.ml-study__crumbs { display: flex; gap: 10px; align-items: center; color: #4a5363; flex-wrap: wrap; }
.ml-study__head { display: flex; justify-content: space-between; gap: 16px; align-items: center; flex-wrap: wrap; }
.ml-study__tools { display: flex; gap: 12px; align-items: center; }
.ml-study__time { color: #4a5363; }
.ml-study__content { background: #fff; border: 1px solid #e3e8f0; border-radius: 12px; padding: 20px; line-height: 1.7; font-size: 17px; }
.ml-study__pager { display: flex; justify-content: space-between; gap: 12px; }
.ml-study__materials h2 { font-size: 18px; margin-block-end: 8px !important; }
.ml-certificate { max-width: 720px; margin-inline: auto; padding: 32px; text-align: center; display: flex; flex-direction: column; gap: 8px; }
.ml-certificate p { margin: 0; }
.ml-certificate__status { align-self: center; padding: 4px 12px; border-radius: 999px; background: #fdecea; color: #b42318; font-weight: 700; }
.ml-certificate__status--valid { background: #e8f6ec; color: #1b6b34; }
.ml-certificate__name { font-size: 26px; font-weight: 800; }
.ml-certificate__course { font-size: 20px; font-weight: 700; color: #0e2a57; }
.ml-certificate__facts { display: grid; grid-template-columns: auto auto; justify-content: center; gap: 4px 12px; margin-block-start: 12px; }
.ml-certificate__facts dt { font-weight: 600; }
.ml-certificate__facts dd { margin: 0; }
@media (max-width: 640px) {
  .ml-timeline__head { flex-direction: column; align-items: flex-start; }
}
`;
