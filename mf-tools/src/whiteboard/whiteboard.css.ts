export const whiteboardCss = `
.mt-board { display: flex; flex-direction: column; gap: 8px; inline-size: 100%; block-size: calc(100vh - 110px); }
.mt-board__bar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
.mt-board__group { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.mt-board__field { display: inline-flex; gap: 4px; align-items: center; }
.mt-board__canvas { flex: 1; align-self: stretch; inline-size: 100%; min-block-size: 240px; border: 1px solid #c5ccd8; border-radius: 6px; overflow: hidden; touch-action: none; background: #fff; }
.mt-board__canvas:focus-visible { outline: 3px solid #1f3b73; outline-offset: 1px; }
.mt-board__error { color: #a8071a; font-weight: 600; }
.mt-board__ok { color: #237804; }
`;
