/** The wizard's styles (logical properties: Arabic mirrors them). */
export const WIZARD_CSS = `
.wizard h2 { font-size: 1.3rem; margin-block: 16px 8px; }
.wizard h2:focus { outline: none; }
.wizard-steps { display: flex; flex-wrap: wrap; gap: 8px 20px; list-style: none; padding: 0; margin-block: 8px; }
.wizard-steps li { color: #595959; }
.wizard-steps li[aria-current='step'] { color: #0958d9; font-weight: 700; }
.wizard-step-number { display: inline-grid; place-items: center; inline-size: 24px; block-size: 24px; border-radius: 50%; border: 1px solid currentColor; }
.wizard-field { display: grid; gap: 4px; margin-block: 10px; }
.wizard-field > label { font-weight: 600; }
.wizard-error { color: #cf1322; }
.wizard-group { border: 1px solid #e5e5e5; border-radius: 8px; padding: 8px 12px; margin-block: 12px; display: grid; gap: 8px; justify-items: start; }
.wizard-cover { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.wizard-cover img { max-height: 96px; max-width: 160px; border-radius: 4px; border: 1px solid #e5e5e5; }
.wizard-group > legend, .wizard-choices > legend { font-weight: 600; padding-inline: 4px; }
.wizard-group .wizard-field { justify-self: stretch; }
.wizard-choices { border: 0; padding: 0; margin-block: 10px; display: flex; flex-wrap: wrap; gap: 8px 16px; }
.wizard-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
.wizard-select { min-block-size: 32px; border: 1px solid #d9d9d9; border-radius: 6px; padding-inline: 8px; background: #fff; max-inline-size: 100%; }
.wizard-tags { list-style: none; display: flex; flex-wrap: wrap; gap: 4px; padding: 0; margin: 0; }
.wizard-inline { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.wizard-inline .ant-input { inline-size: auto; min-inline-size: 200px; flex: 1; }
.wizard-inline > label { inline-size: 100%; }
.wizard-audience { border-block-end: 1px dashed #d9d9d9; padding-block-end: 8px; inline-size: 100%; }
.wizard-moves { display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; margin-block: 20px; }
.wizard-prompt { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-block: 8px 16px; }
.wizard-prompt > label { font-weight: 600; }
.wizard-prompt .ant-input { flex: 1; min-inline-size: 220px; }
.wizard-prompt .wizard-error { inline-size: 100%; }
.wizard-generating { display: grid; justify-items: center; gap: 8px; padding: 24px; }
.wizard-sortable { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
.wizard-dragging { position: relative; z-index: 1; opacity: 0.85; }
.wizard-card { border: 1px solid #d9d9d9; border-radius: 8px; background: #fff; overflow: hidden; max-block-size: 50px; transition: max-block-size 0.5s ease; }
.wizard-card--open { max-block-size: 6000px; }
.wizard-card-head { display: flex; gap: 8px; align-items: center; min-block-size: 48px; padding-inline: 8px; flex-wrap: wrap; }
.wizard-card-head .wizard-field { flex: 1; min-inline-size: 200px; margin-block: 4px; }
.wizard-card-toggle { flex: 1; text-align: start; background: none; border: 0; cursor: pointer; font: inherit; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-block-size: 40px; }
.wizard-card-body { padding: 0 12px 12px; }
.wizard-handle { inline-size: 32px; block-size: 32px; border: 1px solid #d9d9d9; border-radius: 4px; background: #fafafa; cursor: grab; touch-action: none; }
.wizard-handle:focus-visible, .wizard-card-toggle:focus-visible { outline: 2px solid #0958d9; outline-offset: 2px; }
.wizard-row { display: flex; gap: 8px; align-items: end; }
.wizard-row .wizard-field { flex: 1; }
.wizard-row > .ant-btn { margin-block-end: 12px; }
.wizard-outcome-modules { margin-block: 16px; border-inline-start: 3px solid #91caff; padding-inline-start: 12px; }
.wizard-outcome-modules h3 { font-size: 1.05rem; margin: 0; }
.wizard-heading { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.wizard-lessons { padding: 0 12px 12px; display: grid; gap: 8px; justify-items: start; }
.wizard-lessons .wizard-sortable { inline-size: 100%; }
.wizard-lesson { border: 1px solid #f0f0f0; border-radius: 6px; padding: 4px 8px 8px; display: grid; gap: 4px; justify-items: start; }
.wizard-lesson .wizard-row, .wizard-lesson .wizard-card-head { inline-size: 100%; }
.wizard-server-errors { color: #cf1322; border: 1px solid #ffccc7; background: #fff2f0; border-radius: 6px; padding: 8px 12px; }
.wizard-assistant { display: flex; gap: 12px; align-items: center; background: #f0f5ff; border-radius: 12px; padding: 12px 16px; }
.wizard-assistant-face { font-size: 2rem; }
`;
