/** The announcements page and the detail dialog (opened from the bell or the page). */
export const announcementsCss = `
.mh-ann__date { margin: 0 0 8px; color: #4a5363; font-size: 13px; }
.mh-ann__preview { display: block; margin: 0; color: #3d4757; white-space: pre-line; overflow-wrap: anywhere; }
.mh-ann-modal__text { color: #1c2430; font-size: 15px; line-height: 1.6; white-space: pre-line; overflow-wrap: anywhere; }

.mh-ann-page { box-sizing: border-box; max-width: 880px; margin: 0 auto; padding: 32px 24px 64px; }
.mh-ann-page__head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 24px;
  margin-block-end: 20px; }
.mh-ann-page__title { margin: 0; color: #0e2a57; font-size: 28px; font-weight: 700; }
.mh-ann-page__totals { display: flex; gap: 16px; margin: 0; color: #4a5363; font-variant-numeric: tabular-nums; }
.mh-ann-page__card { margin-block-end: 24px; padding: 20px 24px; border: 1px solid #e3e8f0; border-radius: 8px;
  background: #fff; }
.mh-ann-page__subtitle { margin: 0 0 12px; color: #1c2430; font-size: 18px; font-weight: 600; }
.mh-ann-page__alert { margin-block-end: 12px; }
.mh-ann-page__pages { margin-block-start: 16px; }
.mh-ann-list { margin: 0; padding: 0; list-style: none; }
.mh-ann-list__item { padding-block: 16px; border-block-end: 1px solid #eef1f5; }
.mh-ann-list__item:first-child { padding-block-start: 0; }
.mh-ann-list__item:last-child { border-block-end: 0; padding-block-end: 0; }
.mh-ann-list__head { display: flex; align-items: center; gap: 8px; }
.mh-ann-list__title { margin: 0 0 4px; color: #1c2430; font-size: 17px; font-weight: 600; overflow-wrap: anywhere; }
.mh-ann-tag.ant-tag { margin: 0; border-color: #c7d0fb; background: #eef2ff; color: #2b3a9e; }
.mh-ann-list__actions { display: flex; flex-wrap: wrap; gap: 8px; margin-block-start: 12px; }
@media (max-width: 575px) {
  .mh-ann-page { padding: 20px 12px 48px; }
  .mh-ann-page__card { padding: 16px; }
}
`;
