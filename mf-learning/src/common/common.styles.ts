/**
 * Pieces both pages use: container, buttons, cards, tags, loading, empty and
 * error states, course covers. Plain CSS (the guest landing carries no antd,
 * docs/adr/0004), matched to the antd theme: primary #1f5fbf, radius 8.
 * Logical properties only, so Arabic mirrors by itself; text stays above 4.5:1.
 */
export const commonCss = `
.ml-container { max-width: 1160px; margin-inline: auto; padding-inline: 24px; box-sizing: border-box; }
@media (max-width: 575px) { .ml-container { padding-inline: 16px; } }
.ml-reset-list { margin: 0; padding: 0; list-style: none; }
.ml-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* API text keeps its own direction (dir=auto) but lines up with the page, not against it
   (Chromium ignores text-align: match-parent, hence one rule per page direction). */
:is(.ml-landing, .ml-dash, .ml-catalogue) [dir='auto'] { text-align: left; }
[dir='rtl'] :is(.ml-landing, .ml-dash, .ml-catalogue) [dir='auto'] { text-align: right; }
[dir='rtl'] .ml-flip-rtl { transform: scaleX(-1); }

.ml-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box;
  min-height: 40px; padding: 6px 18px; border: 1px solid #c3cedf; border-radius: 8px; background: #fff; color: #1c2430;
  font: inherit; font-size: 15px; font-weight: 500; line-height: 1.3; text-align: center; text-decoration: none;
  cursor: pointer; transition: background-color 0.15s, border-color 0.15s, color 0.15s; }
.ml-btn:hover { border-color: #1f5fbf; color: #1f5fbf; }
.ml-btn:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; }
.ml-btn--primary { background: #1f5fbf; border-color: #1f5fbf; color: #fff; }
.ml-btn--primary:hover { background: #194f9f; border-color: #194f9f; color: #fff; }
.ml-btn--outline { background: transparent; border-color: #1f5fbf; color: #1f5fbf; }
.ml-btn--outline:hover { background: #eef4ff; }
.ml-btn--link { border-color: transparent; background: transparent; color: #1f5fbf; padding-inline: 8px; }
.ml-btn--link:hover { border-color: transparent; text-decoration: underline; }
.ml-btn--lg { min-height: 46px; padding-inline: 22px; font-size: 16px; }
.ml-btn--sm { min-height: 32px; padding: 4px 12px; font-size: 14px; }
.ml-btn--block { display: flex; width: 100%; }
.ml-forum-link__count { padding: 0 8px; border-radius: 10px; background: #1f5fbf; color: #fff; font-size: 12px;
  font-weight: 600; line-height: 20px; white-space: nowrap; }
.ml-btn--primary .ml-forum-link__count { background: #fff; color: #1f5fbf; }
.ml-text-link { color: #1f5fbf; font-weight: 600; text-decoration: none; }
.ml-text-link:hover { text-decoration: underline; }
.ml-text-link:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; border-radius: 2px; }

.ml-card { box-sizing: border-box; height: 100%; border: 1px solid #dfe5ee; border-radius: 12px; background: #fff; }
.ml-tag { display: inline-block; padding-inline: 8px; border: 1px solid; border-radius: 6px; font-size: 12px;
  line-height: 20px; white-space: nowrap; }
.ml-tag--academic { background: #eef2ff; border-color: #c7d0fb; color: #2b3a9e; }
.ml-tag--professional { background: #f5efff; border-color: #dccbfb; color: #5b21b6; }
.ml-tag--other { background: #f1f4f9; border-color: #d5dce8; color: #3d4757; }

.ml-skeleton { display: block; border-radius: 6px; background: linear-gradient(90deg, #e9edf3 25%, #f4f6fa 37%, #e9edf3 63%);
  background-size: 400% 100%; animation: ml-shimmer 1.4s ease infinite; }
.ml-skeleton + .ml-skeleton { margin-block-start: 12px; }
@keyframes ml-shimmer { from { background-position: 100% 50%; } to { background-position: 0 50%; } }

.ml-empty__icon { font-size: 36px; color: #8a96aa; }

.ml-cover { display: block; width: 100%; object-fit: cover; border-start-start-radius: 11px; border-start-end-radius: 11px; }
.ml-cover--generated { position: relative; overflow: hidden; text-align: center; }
.ml-cover--generated::after { content: ''; position: absolute; inset-inline-end: -30px; inset-block-start: -30px;
  width: 120px; height: 120px; border-radius: 50%; background: rgba(255, 255, 255, 0.08); }
.ml-cover--generated span { position: relative; z-index: 1; color: #fff; font-size: 34px; font-weight: 700; letter-spacing: 0.04em; }

@media (prefers-reduced-motion: reduce) { .ml-skeleton { animation: none; } .ml-btn { transition: none; } }
`;
