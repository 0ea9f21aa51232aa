/** The payment pages' rules (subscription options, payment result, billing history, enrol actions). Logical properties: Arabic mirrors. */
export const paymentsCss = `
.ml-pay { padding-block: 32px 48px; }
.ml-pay h1 { margin: 0 0 8px; font-size: 1.8rem; }
.ml-pay__lead { margin: 0 0 24px; color: #4a5568; }
.ml-pay__plans { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
.ml-pay__plan { padding: 20px; display: flex; flex-direction: column; gap: 8px; }
.ml-pay__plan--current { border-color: #1f5fbf; box-shadow: 0 0 0 2px #1f5fbf inset; }
.ml-pay__plan h2 { margin: 0; font-size: 1.3rem; }
.ml-pay__plan p { margin: 0; }
.ml-pay__price { margin: 0; font-size: 1.6rem; font-weight: 700; }
.ml-pay__image { display: block; inline-size: 100%; block-size: 120px; object-fit: cover; border-radius: 8px; }
.ml-pay__badge { align-self: flex-start; padding: 2px 10px; border-radius: 999px; background: #e6efff; color: #143f80; font-weight: 600; font-size: .85rem; }
.ml-pay__features { margin: 8px 0; padding-inline-start: 20px; flex: 1; }
.ml-pay__notice { max-width: 560px; margin-inline: auto; padding: 28px; text-align: center; }
.ml-pay__notice h1 { font-size: 1.6rem; }
.ml-pay__notice--paid h1 { color: #22703a; }
.ml-pay__notice--failed h1 { color: #b42318; }
.ml-pay__actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; margin-block-start: 20px; }
.ml-pay__test { margin: 12px 0; padding: 8px 12px; border-inline-start: 4px solid #8a5a00; background: #fff7e0; color: #4a3200; }
.ml-pay__alert { margin: 12px 0; padding: 8px 12px; border-inline-start: 4px solid #b42318; background: #fff5f5; }
.ml-pay__table { width: 100%; border-collapse: collapse; background: #fff; }
.ml-pay__table th, .ml-pay__table td { padding: 10px 12px; text-align: start; border-block-end: 1px solid #dfe5ee; }
.ml-pay__table th { background: #f4f6fb; font-weight: 600; }
.ml-pay__table td { overflow-wrap: anywhere; }
/* Narrow screens: one card per payment, each value under its column's name (the table keeps its roles). */
@media (max-width: 640px) {
  .ml-pay__table, .ml-pay__table tbody, .ml-pay__table tr, .ml-pay__table td { display: block; }
  .ml-pay__table { background: none; }
  .ml-pay__table thead { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
  .ml-pay__table tr { margin-block-end: 12px; border: 1px solid #dfe5ee; border-radius: 8px; background: #fff; }
  .ml-pay__table td { display: grid; grid-template-columns: minmax(88px, 35%) 1fr; gap: 8px; padding: 8px 12px; }
  /* The label is for the eye; screen readers have the column header already. */
  .ml-pay__table td::before { content: attr(data-label); content: attr(data-label) / ""; font-weight: 600; color: #4a5568; }
  .ml-pay__table tr td:last-child { border-block-end: 0; }
}
.ml-pay__status--paid { color: #22703a; font-weight: 600; }
.ml-pay__status--failed, .ml-pay__status--expired, .ml-pay__status--refunded, .ml-pay__status--voided { color: #b42318; }
.ml-enrol { display: flex; flex-direction: column; gap: 8px; align-items: stretch; }
.ml-enrol__row { display: flex; flex-wrap: wrap; gap: 8px; }
.ml-enrol__locked { margin: 0; padding: 10px 12px; border-inline-start: 4px solid #b7791f; background: #fff7e0; }
.ml-enrol__dialog { max-width: 420px; border: 1px solid #dfe5ee; border-radius: 12px; padding: 20px; }
.ml-enrol__dialog::backdrop { background: rgba(16, 24, 40, .45); }
.ml-enrol__dialog h2 { margin-block-start: 0; }
`;
