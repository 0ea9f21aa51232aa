/** The tickets page: the list beside the thread and the new-ticket form. Logical properties only (Arabic mirrors). */
export const ticketsCss = `
.mh-tk { box-sizing: border-box; max-width: 1100px; margin-inline: auto; padding: 32px 24px 64px; }
.mh-tk__title { margin: 0 0 20px; color: #0e2a57; font-size: 26px; font-weight: 700; }
.mh-tk__grid { display: grid; grid-template-columns: minmax(260px, 2fr) 3fr; gap: 24px; align-items: start; }
.mh-tk-card { box-sizing: border-box; margin-block-end: 24px; padding: 24px; border: 1px solid #dfe5ee;
  border-radius: 12px; background: #fff; }
.mh-tk-card h2 { margin: 0 0 12px; color: #1c2430; font-size: 18px; font-weight: 600; overflow-wrap: anywhere; }
.mh-tk-filters { display: flex; flex-wrap: wrap; gap: 12px; margin-block-end: 12px; align-items: center; }
.mh-tk-select { min-height: 36px; padding-inline: 8px; border: 1px solid #b8c2d3; border-radius: 6px; background: #fff;
  color: #1c2430; font: inherit; }
.mh-tk-list { margin: 0 0 12px; padding: 0; list-style: none; }
.mh-tk-item { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; inline-size: 100%; margin-block-end: 8px;
  padding: 10px 12px; border: 1px solid #dfe5ee; border-radius: 8px; background: #f9fbfe; color: #1c2430;
  font: inherit; text-align: start; cursor: pointer; }
.mh-tk-item[aria-current='true'] { border-color: #1f5fbf; background: #eef4ff; }
.mh-tk-item:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; }
.mh-tk-item__subject { flex: 1 1 auto; font-weight: 600; overflow-wrap: anywhere; }
.mh-tk-meta { margin: 0 0 12px; color: #4a5363; font-size: 14px; }
.mh-tk-thread__head { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.mh-tk-messages { margin: 0 0 16px; padding: 0; list-style: none; }
.mh-tk-msg { margin-block-end: 12px; padding: 12px 16px; border-radius: 8px; background: #f5f7fb; }
.mh-tk-msg--staff { background: #eefaf1; border-inline-start: 4px solid #2f8f4e; }
.mh-tk-msg__who { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 6px; color: #4a5363; font-size: 13px; }
.mh-tk-msg__badge { color: #14532d; font-weight: 600; }
.mh-tk-msg__body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; color: #1c2430; }
.mh-tk-reply { display: grid; gap: 8px; margin-block-end: 16px; }
.mh-tk-attach { display: grid; gap: 6px; margin-block-end: 16px; }
.mh-tk-attach__name { margin: 0; }
.mh-tk-error { margin: 0; color: #a8071a; }
@media (max-width: 767px) {
  .mh-tk { padding: 16px 12px 40px; }
  .mh-tk__grid { grid-template-columns: 1fr; }
}
`;
