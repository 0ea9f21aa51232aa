/** The tree's and the manager's styles (logical properties: Arabic mirrors them). */
export const MATERIALS_CSS_BASE = `
.materials-page { max-inline-size: 1100px; margin-inline: auto; padding: 24px 16px; }
.materials-page h1 { font-size: 1.6rem; margin-block: 0 12px; }
.materials-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-block: 12px; }
.materials-actions .materials-actions { margin-block: 0; }
.materials-pdf-layout { display: flex; gap: 16px; align-items: flex-start; }
.materials-pdf-main { flex: 1 1 auto; min-inline-size: 0; }
.materials-profile { flex: 0 0 240px; border: 1px solid #d9d9d9; border-radius: 8px; padding: 12px; }
.materials-profile-head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.materials-profile-head h3 { margin: 0; font-size: 1rem; }
.materials-profile-photo { display: flex; align-items: center; justify-content: center; inline-size: 64px;
  block-size: 64px; border-radius: 50%; margin-block: 12px; background: #1d4ed8; color: #fff; font-weight: 600;
  object-fit: cover; }
.materials-profile dl { margin: 0 0 12px; }
.materials-profile dt { font-weight: 600; font-size: 0.85rem; color: #434343; }
.materials-profile dd { margin: 0 0 8px; overflow-wrap: anywhere; }
@media (max-width: 640px) {
  .materials-pdf-layout { flex-direction: column-reverse; }
  .materials-profile { flex-basis: auto; inline-size: 100%; box-sizing: border-box; }
}
.materials-tree, .materials-tree ul { list-style: none; margin: 0; padding-inline-start: 0; }
.materials-tree ul { padding-inline-start: 24px; }
.materials-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; min-block-size: 36px; border-block-end: 1px solid #f0f0f0; }
.materials-row > .materials-file, .materials-row > .materials-name { min-inline-size: 0; overflow-wrap: anywhere; }
.materials-inactive .materials-name, .materials-inactive .materials-file bdi { color: #767676; text-decoration: line-through; }
.materials-toggle { inline-size: 28px; block-size: 28px; border: 1px solid #d9d9d9; border-radius: 4px; background: #fff; cursor: pointer; font-size: 16px; line-height: 1; }
.materials-name { font-weight: 600; }
.materials-file { display: inline-flex; gap: 6px; align-items: center; border: 0; background: none; color: #0958d9; cursor: pointer; padding: 4px; text-align: start; }
.materials-file:hover bdi { text-decoration: underline; }
.materials-counts { color: #595959; font-size: 0.85rem; }
.materials-controls { margin-inline-start: auto; display: inline-flex; gap: 8px; align-items: center; }
.materials-visible { display: inline-flex; gap: 4px; align-items: center; font-size: 0.85rem; }
.materials-empty { color: #595959; padding: 8px 0; }
.materials-sr { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.materials-uploads { list-style: none; padding: 0; margin-block: 8px; }
.materials-upload { display: grid; grid-template-columns: 1fr auto; gap: 4px 8px; padding: 6px 0; }
.materials-upload.failed .materials-upload-name { color: #cf1322; }
.materials-field { display: flex; flex-direction: column; gap: 4px; margin-block-end: 12px; max-inline-size: 480px; }
.materials-field select, .materials-field input { padding: 6px 8px; border: 1px solid #d9d9d9; border-radius: 6px; font: inherit; }
.materials-error { color: #cf1322; }
.materials-done { color: #237804; font-weight: 600; }
.materials-package-frame { display: block; inline-size: 100%; block-size: 70vh; border: 1px solid #d9d9d9; background: #fff; }
.materials-wide { max-inline-size: none; }
.materials-field textarea { padding: 6px 8px; border: 1px solid #d9d9d9; border-radius: 6px; font: inherit; }
.materials-enhance { border-block-start: 1px solid #f0f0f0; padding-block-start: 12px; }
.materials-enhance h2 { font-size: 1.1rem; margin-block: 0 8px; }
.materials-enhanced pre { white-space: pre-wrap; background: #fafafa; border: 1px solid #f0f0f0; padding: 8px; }
.materials-resource { line-height: 1.6; }
.materials-share { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; }
.materials-share a { display: inline-block; padding: 6px 12px; border: 1px solid #d9d9d9; border-radius: 6px; }
.materials-share-url { flex: 1; min-inline-size: 200px; padding: 4px 8px; border: 1px solid #d9d9d9; border-radius: 6px; }
.materials-pdf-scroll { overflow: auto; max-block-size: 70vh; scrollbar-gutter: stable; background: #f0f0f0; touch-action: pan-x pan-y; }
.materials-pdf-scroll:focus-visible { outline: 2px solid #0958d9; outline-offset: 2px; }
.materials-pdf-page { position: relative; margin-inline: auto; background: #fff; }
.materials-pdf-page canvas { display: block; }
.materials-pdf-page .materials-paint { position: absolute; top: 0; left: 0; touch-action: none; cursor: crosshair; }
.materials-pdf-page .materials-paint-cursor { cursor: default; touch-action: pan-x pan-y; }
.materials-pdf-page .materials-paint-texting { cursor: text; }
.materials-paint-add { position: absolute; inset-block-start: 4px; inset-inline-start: 4px; padding: 4px 8px; border: 1px solid #0958d9; border-radius: 6px; background: #fff; color: #0958d9; font: inherit; cursor: pointer; }
.materials-paint-add:not(:focus) { clip-path: inset(50%); inline-size: 1px; block-size: 1px; overflow: hidden; padding: 0; border: 0; white-space: nowrap; }
.materials-paint-text { position: absolute; margin: 0; padding: 0; border: 0; outline: 1px dashed #0958d9; background: rgb(255 255 255 / 70%); color: #000; font-family: Arial, sans-serif; resize: none; overflow: hidden; white-space: pre; field-sizing: content; min-inline-size: 6ch; }
.materials-zoom { min-inline-size: 4.5em; text-align: center; }
.materials-paint-tools { border: 0; padding: 0; }
.materials-tool { display: inline-flex; gap: 4px; align-items: center; padding: 2px 8px; border: 1px solid #d9d9d9; border-radius: 6px; }
.materials-tool-on { border-color: #0958d9; background: #e6f4ff; }
.materials-tool input[type='number'] { inline-size: 4em; }
.materials-note { display: flex; gap: 8px; align-items: center; }
.materials-note > .ant-alert { flex: 1; }
.materials-mind-map-link { display: inline-flex; align-items: center; min-block-size: 32px; padding-inline: 15px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: #0958d9; text-decoration: none; }
.materials-mind-map-link:hover { border-color: #0958d9; }
.materials-mind-map-link:focus-visible { outline: 2px solid #0958d9; outline-offset: 1px; }
`;

/** The roadmap's map: one row of unit cards in landscape, one column in portrait. */
export const ROADMAP_CSS = `
.roadmap-map { display: flex; gap: 16px; padding: 8px; }
.roadmap-landscape { flex-direction: row; overflow-x: auto; }
.roadmap-portrait { flex-direction: column; overflow-y: auto; max-block-size: 60vh; }
.roadmap-unit { flex: 0 0 260px; border: 1px solid #d9d9d9; border-radius: 8px; padding: 12px; background: #fafafa; }
.roadmap-unit-head { display: flex; gap: 8px; align-items: center; inline-size: 100%; border: 0; background: none; font: inherit; font-weight: 600; cursor: pointer; text-align: start; padding: 4px; }
.roadmap-number { display: inline-grid; place-items: center; inline-size: 28px; block-size: 28px; border-radius: 50%; background: #0958d9; color: #fff; }
`;

/** Organize Folders: grips, the row under the dragged item, the top-level zone. */
export const ORGANIZE_CSS = `
.organize-row { background: #fff; }
.organize-handle { inline-size: 28px; block-size: 28px; border: 1px solid #d9d9d9; border-radius: 4px; background: #fff; cursor: grab; touch-action: none; }
.organize-handle:focus-visible, .materials-toggle:focus-visible { outline: 2px solid #0958d9; outline-offset: 1px; }
.organize-over { background: #e6f4ff; outline: 2px dashed #0958d9; }
.organize-dragging { opacity: 0.8; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2); }
.organize-top { margin-block-start: 16px; padding: 16px; border: 2px dashed #8c8c8c; border-radius: 8px; color: #434343; text-align: center; }
`;

export const MATERIALS_CSS = MATERIALS_CSS_BASE + ROADMAP_CSS + ORGANIZE_CSS;
