/** Fullscreen dialogs (watch, whiteboard) and the watch's own face: a calm dark gradient, no external image. */
export const watchCss = `
.mt-fullscreen { top: 0 !important; max-inline-size: 100vw !important; margin: 0 !important; padding: 0 !important; }
.mt-fullscreen .ant-modal-container, .mt-fullscreen .ant-modal-content { min-block-size: 100vh; border-radius: 0; display: flex; flex-direction: column; }
.mt-watch {
  display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 24px 12px; border-radius: 12px;
  background: linear-gradient(160deg, #16213e, #1f3b73 60%, #24527a); color: #fff; min-block-size: 70vh;
}
.mt-watch__modes { display: flex; gap: 8px; }
.mt-watch__face { font-family: ui-monospace, monospace; font-size: clamp(48px, 16vw, 128px); letter-spacing: 2px; }
.mt-watch__status { min-block-size: 28px; font-size: 18px; }
.mt-watch__finished { font-size: 28px; color: #ffd666; }
.mt-watch__row { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; align-items: center; }
.mt-watch__adjust { display: inline-flex; gap: 6px; align-items: center; }
.mt-watch__warnings { border: 1px solid rgba(255,255,255,.35); border-radius: 8px; padding: 8px 12px; max-inline-size: 420px; inline-size: 100%; }
.mt-watch__warnings legend { color: #fff; padding-inline: 4px; }
.mt-watch__error { color: #fff; background: #a8071a; padding: 4px 8px; border-radius: 4px; margin: 8px 0 0; }
.mt-watch__list { list-style: none; padding: 0; margin: 8px 0 0; display: flex; flex-wrap: wrap; gap: 8px; }
.mt-watch__list li { background: rgba(255,255,255,.15); border-radius: 12px; padding-inline-start: 10px; }
.mt-watch__list .ant-btn { color: #fff; }
`;
