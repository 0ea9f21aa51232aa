/** The job-role analysis' styles (logical properties: Arabic mirrors them). */
export const DACUM_CSS = `
.dacum-steps { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin-block: 0 16px; }
.dacum-steps li { padding: 4px 10px; border-radius: 12px; border: 1px solid #d9d9d9; color: #595959; }
.dacum-steps li[aria-current='step'] { border-color: #0958d9; color: #0958d9; font-weight: 600; }
.dacum-form { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); align-items: end; }
.dacum-field { display: grid; gap: 4px; }
.dacum-field > label { font-weight: 600; }
.dacum-select { min-block-size: 32px; border: 1px solid #d9d9d9; border-radius: 6px; padding-inline: 8px; background: #fff; }
.dacum-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-block: 16px; }
.dacum-list ol { padding-inline-start: 24px; display: grid; gap: 8px; margin-block: 8px; }
.dacum-row { display: flex; gap: 8px; }
.dacum-checks { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
.dacum-checks legend { font-weight: 600; padding: 0; margin-block-end: 4px; }
.dacum-collapse { border: 1px solid #d9d9d9; border-radius: 8px; padding: 8px 12px; margin-block: 8px; }
.dacum-collapse > summary { cursor: pointer; font-weight: 600; }
.dacum-error { color: #cf1322; font-size: 0.9rem; margin-block-start: 2px; }
.dacum-note { color: #595959; margin-block: 4px 8px; }
.dacum-sources { font-size: 0.9rem; color: #434343; margin-block: 12px; }
.dacum-sources ul { margin: 4px 0; padding-inline-start: 20px; }
.dacum-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.dacum-table { inline-size: 100%; border-collapse: collapse; margin-block: 8px; }
.dacum-table th, .dacum-table td { border-block-end: 1px solid #f0f0f0; padding: 6px 8px; text-align: start; vertical-align: top; }
.dacum-analyses { list-style: none; padding: 0; display: grid; gap: 8px; }
.dacum-analyses li { border: 1px solid #d9d9d9; border-radius: 8px; padding: 10px 14px; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
.dacum-analyses a { color: #0958d9; }
`;
