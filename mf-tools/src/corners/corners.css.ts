/** Study corners: the grid of 200 × 200 cards and the corner's page (logical properties: Arabic is right to left). */
export const cornersCss = `
.mt-sc { max-inline-size: 1100px; margin-inline: auto; padding: 24px 16px 48px; }
.mt-sc h1 { font-size: 26px; margin: 0 0 4px; }
.mt-sc__intro { color: #4a5363; margin: 0 0 20px; }
.mt-sc__grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, 200px); gap: 16px; }
.mt-sc-card {
  box-sizing: border-box; inline-size: 200px; block-size: 200px; display: flex; flex-direction: column; justify-content: space-between;
  padding: 16px; border: 1px solid #d9dee7; border-radius: 12px; background: #fff; box-shadow: 0 1px 3px rgba(16, 24, 40, .08);
}
.mt-sc-card h2 { font-size: 18px; margin: 0; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.mt-sc-card__meta { color: #4a5363; font-size: 13px; margin: 4px 0 0; }
.mt-sc-card__actions { display: flex; gap: 8px; justify-content: space-between; align-items: center; }
.mt-sc-card--new { align-items: center; justify-content: center; gap: 8px; border: 2px dashed #6b7a90; background: #f7f9fc; color: #1f2a44; font: inherit; font-size: 17px; font-weight: 600; cursor: pointer; }
.mt-sc-card--new:hover, .mt-sc-card--new:focus-visible { border-color: #1f5fbf; color: #1f5fbf; }
.mt-sc-card--new span[aria-hidden] { font-size: 40px; line-height: 1; }
.mt-sc-continue { display: inline-block; padding: 4px 14px; border-radius: 6px; background: #1f5fbf; color: #fff; text-decoration: none; font-weight: 600; }
.mt-sc-continue:hover, .mt-sc-continue:focus-visible { background: #174a96; color: #fff; }
.mt-sc__notice { margin-block-end: 16px; }
.mt-sc-corner__head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 8px; margin-block-end: 16px; }
.mt-sc-corner__grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); gap: 16px; }
@media (max-width: 800px) { .mt-sc-corner__grid { grid-template-columns: 1fr; } }
.mt-sc-panel { border: 1px solid #d9dee7; border-radius: 12px; background: #fff; padding: 16px; margin-block-end: 16px; }
.mt-sc-panel h2 { font-size: 18px; margin: 0 0 12px; }
.mt-sc-invite { display: flex; gap: 8px; }
.mt-sc-invite input { flex: 1; min-inline-size: 0; }
.mt-sc-people { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.mt-sc-people li { display: flex; align-items: center; gap: 8px; }
.mt-sc-people li::before { content: ''; inline-size: 10px; block-size: 10px; border-radius: 50%; background: #2f855a; flex: none; }
.mt-sc-timer { text-align: center; }
.mt-sc-timer__phase { font-weight: 600; color: #4a5363; margin: 0; }
.mt-sc-timer__face { font-family: ui-monospace, monospace; font-size: 56px; margin: 4px 0 12px; direction: ltr; }
.mt-sc-timer__row { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.mt-sc-notes textarea { inline-size: 100%; box-sizing: border-box; min-block-size: 320px; font: inherit; padding: 10px; border: 1px solid #b8c0cc; border-radius: 8px; resize: vertical; }
.mt-sc-notes__status { min-block-size: 20px; color: #4a5363; font-size: 13px; margin: 6px 0 0; }
.mt-sc-error { color: #a8071a; }
`;
