/** The admin screens' styles: logical properties only, so Arabic mirrors them. */
export const ADMIN_CSS = `
.ad-page { padding-block: 16px 32px; padding-inline: 16px; max-inline-size: 1200px; margin-inline: auto; }
.ad-page h1 { font-size: 1.5rem; margin-block: 0 12px; }
.ad-nav { display: flex; flex-wrap: wrap; gap: 4px 8px; margin-block: 0 16px; padding: 0; list-style: none;
  border-block-end: 1px solid #e5e7eb; padding-block-end: 8px; }
.ad-nav a { display: inline-block; padding-block: 4px; padding-inline: 10px; border-radius: 6px; color: #1f2937; }
.ad-nav a[aria-current="page"] { background: #1d4ed8; color: #fff; }
.ad-nav a:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 1px; }
.ad-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin-block-end: 12px; }
.ad-toolbar__search { max-inline-size: 320px; }
.ad-toolbar__end { margin-inline-start: auto; }
.ad-table-wrap { overflow-x: auto; }
.ad-table { inline-size: 100%; border-collapse: collapse; }
.ad-table th, .ad-table td { text-align: start; padding-block: 8px; padding-inline: 10px;
  border-block-end: 1px solid #e5e7eb; vertical-align: middle; }
.ad-table th { background: #f9fafb; font-weight: 600; white-space: nowrap; }
.ad-sort { background: none; border: 0; font: inherit; font-weight: 600; cursor: pointer; padding: 0;
  display: inline-flex; gap: 4px; align-items: center; color: inherit; }
.ad-sort:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
.ad-thumb { inline-size: 40px; block-size: 40px; object-fit: cover; border-radius: 6px; background: #f3f4f6; }
.ad-pager { display: flex; justify-content: flex-end; margin-block-start: 12px; }
.ad-select { block-size: 32px; padding-block: 0; padding-inline: 8px; border: 1px solid #d1d5db;
  border-radius: 6px; background: #fff; font: inherit; min-inline-size: 160px; max-inline-size: 100%; }
.ad-select[multiple] { block-size: auto; min-block-size: 120px; padding-block: 4px; }
.ad-select:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 1px; }
.ad-features { list-style: none; padding: 0; margin: 0 0 8px; display: flex; flex-direction: column; gap: 8px; }
.ad-feature { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; padding: 8px;
  border: 1px solid #e5e7eb; border-radius: 8px; }
.ad-feature .ant-form-item { margin-block-end: 0; }
.ad-empty-note { color: #4b5563; margin-block: 4px 8px; }
.ad-image { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.ad-image img { inline-size: 72px; block-size: 72px; object-fit: cover; border-radius: 8px; border: 1px solid #e5e7eb; }
.ad-hints { margin-block: 4px 0; padding-inline-start: 18px; color: #4b5563; }
.ad-hints li[data-met="true"] { color: #166534; }
.ad-home { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.ad-home a { display: flex; flex-direction: column; gap: 4px; padding: 16px; border: 1px solid #d1d5db;
  border-radius: 8px; color: #1f2937; min-block-size: 96px; }
.ad-home a:hover, .ad-home a:focus-visible { border-color: #1d4ed8; outline: 2px solid #1d4ed8; outline-offset: 1px; }
.ad-home strong { font-size: 1.05rem; }
.ad-json { margin: 0; white-space: pre-wrap; word-break: break-word; font-size: 0.8rem; max-block-size: 160px; min-inline-size: 12rem;
  overflow: auto; background: #f9fafb; padding: 6px; border-radius: 6px; }
.ad-json pre { margin: 0; white-space: inherit; word-break: inherit; font-size: inherit; }
.ad-json:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 1px; }
.ad-filters { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: flex-end; margin-block-end: 12px; }
.ad-status { display: inline-block; padding-block: 1px; padding-inline: 8px; border-radius: 4px; font-size: 0.85rem; }
.ad-status--scheduled { background: #dbeafe; color: #1e3a8a; }
.ad-status--running { background: #dcfce7; color: #14532d; }
.ad-status--ended { background: #ffedd5; color: #7c2d12; }
.ad-status--closed { background: #f3f4f6; color: #1f2937; }
.ad-subtitle { font-size: 1.1rem; margin-block: 20px 8px; }
.ad-vh { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
.ad-filters label { display: flex; flex-direction: column; gap: 4px; font-size: 0.9rem; }
.ad-dict-failed { list-style: none; padding: 0; margin-block: 0 16px; display: flex; flex-direction: column; gap: 6px; }
.ad-dict-entry { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin-block: 0 12px; }
.ad-dict-entry dt { font-weight: 600; }
.ad-dict-entry dd { margin: 0; }
.ad-dict-source { margin-block: 0 12px; padding: 8px 12px; background: #f5f7fa; border-radius: 6px; }
.ad-dict-source h3 { font-size: 14px; margin: 0 0 4px; }
.ad-dict-source p { margin: 0; white-space: pre-wrap; }
`;
