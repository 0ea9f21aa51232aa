/** 300 px wide so the drag bounds (width − 320) keep it whole on a 360 px phone. */
export const calculatorCss = `
.mt-calc {
  position: fixed; z-index: 9999; inline-size: 300px; box-sizing: border-box; padding: 10px;
  background: #1d2330; color: #fff; border-radius: 12px; box-shadow: 0 8px 28px rgba(0,0,0,.35);
  cursor: grab; touch-action: none; user-select: none; font-size: 14px;
}
.mt-calc__head { display: flex; align-items: center; gap: 6px; margin-block-end: 6px; }
.mt-calc__title { flex: 1; font-size: 15px; margin: 0; color: #fff; }
.mt-calc__mode, .mt-calc__close {
  border: 1px solid #5b6478; background: #2b3345; color: #fff; border-radius: 6px; cursor: pointer; font: inherit;
  padding: 4px 8px;
}
.mt-calc__close { font-size: 18px; line-height: 1; padding: 2px 9px; }
.mt-calc__slot { min-block-size: 0; }
.mt-calc__result {
  display: block; padding: 4px 8px; margin-block: 4px; border-radius: 6px; background: #2b3345;
  font-family: ui-monospace, monospace; font-size: 18px; text-align: end; overflow-wrap: anywhere;
}
.mt-calc__result--error { background: #c62828; color: #fff; }
/* "Calculating…" only when an answer is slow (the worker loading mathjs): no flash for a quick one. */
.mt-calc__result--pending { color: #d0d5df; animation: mt-calc-wait 0s 300ms backwards; }
@keyframes mt-calc-wait { from { visibility: hidden; } }
.mt-calc__equation {
  display: block; inline-size: 100%; box-sizing: border-box; padding: 8px; border-radius: 6px; border: 1px solid #5b6478;
  background: #fff; color: #111; font-family: ui-monospace, monospace; font-size: 18px; user-select: text; cursor: text;
}
.mt-calc__pad { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; margin-block-start: 8px; }
.mt-key {
  min-block-size: 40px; border: 0; border-radius: 8px; background: #3a4459; color: #fff; font-size: 16px; cursor: pointer;
}
.mt-key:hover { background: #4a5670; }
.mt-key--equals { background: #2e7d32; }
.mt-key--clear, .mt-key--backspace { background: #8d3b3b; }
.mt-calc button:focus-visible, .mt-calc__equation:focus-visible { outline: 3px solid #ffb000; outline-offset: 1px; }
.mt-calc__angle {
  display: flex; align-items: center; gap: 10px; border: 0; margin: 6px 0 0; padding: 0; min-inline-size: 0;
}
.mt-calc__angle-legend { float: inline-start; padding: 0; margin-inline-end: 4px; color: #d0d5df; }
.mt-calc__angle-choice { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
.mt-calc__angle-choice input { accent-color: #ffb000; margin: 0; }
.mt-calc__angle-choice input:focus-visible { outline: 3px solid #ffb000; outline-offset: 1px; }
.mt-calc__help { margin-block-start: 8px; color: #d0d5df; user-select: text; cursor: auto; }
.mt-calc__help summary { cursor: pointer; color: #fff; }
.mt-calc__help summary:focus-visible { outline: 3px solid #ffb000; outline-offset: 1px; }
.mt-calc__help p { margin: 6px 0 0; font-size: 13px; line-height: 1.4; overflow-wrap: anywhere; }
.mt-calc__none { margin: 16px 0; text-align: center; color: #d0d5df; }
`;
