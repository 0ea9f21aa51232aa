import { NODE } from './mind-map-rules';

/** The mind map page (logical properties: Arabic mirrors the map, its panel and the toggles). */
export const MIND_MAP_CSS = `
.mind-map-page { max-inline-size: 1400px; margin-inline: auto; padding: 24px 16px; }
.mind-map-page h1 { font-size: 1.6rem; margin-block: 0 8px; }
.mind-map-note, .mind-map-help { color: #595959; margin-block: 0 8px; font-size: 0.9rem; }
.mind-map-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-block: 8px; }
.mind-map-zoom { min-inline-size: 4.5em; text-align: center; font-variant-numeric: tabular-nums; }
.mind-map-body { display: flex; gap: 16px; align-items: flex-start; }
.mind-map-pane { flex: 1; min-inline-size: 0; min-block-size: 240px; max-block-size: min(70vh, 720px); overflow: auto; border: 1px solid #d9d9d9; border-radius: 8px; background: #fafcff; }
.mind-map-canvas { position: relative; }
.mind-map-stage { position: absolute; inset-block-start: 0; inset-inline-start: 0; }
.mind-map-links { position: absolute; inset-block-start: 0; inset-inline-start: 0; pointer-events: none; }
.mind-map-links path { fill: none; stroke: #8c8c8c; stroke-width: 1.5; }
.mind-map-tree { position: absolute; inset: 0; margin: 0; padding: 0; }
.mind-map-node { position: absolute; box-sizing: border-box; inline-size: ${NODE.width}px; block-size: ${NODE.height}px; display: flex; align-items: center; padding-block: 4px; padding-inline: 12px 16px; border: 2px solid; border-radius: 10px; background: #fff; color: #1f1f1f; cursor: pointer; line-height: 1.2; font-size: 0.85rem; }
.mind-map-name { overflow: hidden; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow-wrap: anywhere; }
.mind-map-node:focus-visible { outline: 3px solid #0958d9; outline-offset: 3px; }
.mind-map-node[aria-selected='true'] { box-shadow: 0 0 0 4px #ffd666; }
.mind-map-toggle { position: absolute; inset-inline-end: -13px; inset-block-start: calc(50% - 12px); inline-size: 24px; block-size: 24px; border-radius: 50%; border: 1px solid #595959; background: #fff; color: #1f1f1f; display: grid; place-items: center; font-weight: 700; line-height: 1; }
.mind-map-level-1 { background: #0958d9; border-color: #0958d9; color: #fff; font-weight: 600; }
.mind-map-level-2 { border-color: #1677ff; background: #e6f4ff; }
.mind-map-level-3 { border-color: #389e0d; background: #f6ffed; }
.mind-map-level-4 { border-color: #d46b08; background: #fff7e6; }
.mind-map-level-5 { border-color: #c41d7f; background: #fff0f6; }
.mind-map-level-6 { border-color: #531dab; background: #f9f0ff; }
.mind-map-panel { flex: 0 0 300px; box-sizing: border-box; max-block-size: min(70vh, 720px); overflow: auto; padding: 12px 16px; border: 1px solid #d9d9d9; border-radius: 8px; background: #fff; }
.mind-map-panel h2 { font-size: 1.1rem; margin-block: 0 8px; }
.mind-map-panel p { margin: 0; white-space: pre-line; }
.mind-map-hint { color: #595959; }
@media (max-width: 900px) {
  .mind-map-body { flex-direction: column; align-items: stretch; }
  .mind-map-panel { flex: none; }
}
`;
