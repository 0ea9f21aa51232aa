/** The menu opens beside the tab, toward the page (logical properties mirror it in Arabic). */
export const menuCss = `
.mt-menu {
  position: fixed; inset-inline-end: 48px; bottom: 24px; z-index: 1001;
  box-sizing: border-box; inline-size: min(300px, calc(100vw - 64px)); max-block-size: min(70vh, 520px); overflow: auto;
  background: #fff; color: #1d2330; border-radius: 10px; box-shadow: 0 6px 24px rgba(0,0,0,.25);
  padding: 8px 10px 12px; font-size: 14px;
}
.mt-menu__head { display: flex; align-items: center; justify-content: space-between; }
.mt-menu__title { font-size: 16px; margin: 4px 0; }
.mt-list { list-style: none; margin: 0; padding: 0; }
.mt-list__group { margin: 10px 0 2px; font-weight: 600; color: #4a5363; font-size: 12px; text-transform: uppercase; }
.mt-item {
  display: block; inline-size: 100%; text-align: start; padding: 8px; border: 0; background: none;
  border-radius: 6px; cursor: pointer; color: inherit; font: inherit; overflow-wrap: anywhere;
}
.mt-item:hover, .mt-item:focus-visible { background: #eef2fb; }
.mt-item[aria-pressed="true"] { font-weight: 600; }
.mt-board { display: flex; gap: 6px; align-items: center; }
.mt-board .mt-item { flex: 1; min-inline-size: 0; }
.mt-row { display: flex; gap: 6px; flex-wrap: wrap; margin-block-start: 6px; }
.mt-btn {
  padding: 5px 10px; border: 1px solid #c5ccd8; background: #fff; color: #1d2330; border-radius: 6px;
  cursor: pointer; font: inherit; min-block-size: 32px;
}
.mt-btn--primary { background: #1f3b73; border-color: #1f3b73; color: #fff; }
.mt-btn--danger { color: #a8071a; border-color: #e4a3aa; }
.mt-btn:focus-visible, .mt-item:focus-visible, .mt-icon:focus-visible { outline: 2px solid #1f3b73; outline-offset: 1px; }
.mt-icon { border: 0; background: none; font-size: 22px; line-height: 1; cursor: pointer; padding: 4px 8px; color: #4a5363; }
.mt-ask, .mt-confirm { padding: 8px; background: #fff7e6; border-radius: 6px; margin-block: 6px; }
.mt-ask__title { font-weight: 600; margin: 0 0 4px; }
.mt-muted { color: #4a5363; margin: 4px 8px; }
`;
