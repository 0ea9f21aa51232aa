/** The dashboard's look; logical properties only, so Arabic mirrors by itself. */
export const dashboardCss = `
.ml-dash { padding-block: 32px 64px; color: #1c2430; }
/* Resets carry no specificity (:where), so every rule below wins over them. */
:where(.ml-dash) :where(h1, h2, h3) { color: #0e2a57; margin: 0; }
:where(.ml-dash) :where(p) { margin: 0; }
.ml-dash__hello h1 { font-size: clamp(24px, 3vw, 32px); font-weight: 800; line-height: 1.25; }
.ml-dash__hello p { margin-block-start: 8px; color: #4a5363; font-size: 16px; line-height: 1.6; }
.ml-dash__block { margin-block-start: 32px; }
.ml-dash__block-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px;
  margin-block-end: 16px; }
.ml-dash__block-head h2 { font-size: 20px; }

.ml-stats { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 16px; }
.ml-stat { display: flex; align-items: center; gap: 14px; padding: 18px; border-radius: 12px; background: #fff;
  border: 1px solid #e3e8f0; min-width: 0; }
.ml-stat__icon { flex: none; width: 44px; height: 44px; border-radius: 10px; display: grid; place-items: center; font-size: 20px; }
.ml-stat__icon--level { background: #efe9fd; color: #5b21b6; }
.ml-stat__icon--xp { background: #fdf3dc; color: #a16207; }
.ml-stat__icon--streak { background: #fdebe1; color: #c2410c; }
.ml-stat__icon--coins { background: #fcf5d7; color: #8a6100; }
.ml-stat__icon--freeze { background: #e1f0fb; color: #0b6aa2; }
.ml-stat__label { font-size: 14px; color: #4a5363; }
.ml-stat__value { margin-block-end: 2px; font-size: 24px; font-weight: 800; color: #0e2a57; line-height: 1.2; }
.ml-stat__text { min-width: 0; display: flex; flex-direction: column-reverse; }

.ml-my-courses { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 20px; }
.ml-my-course { display: flex; flex-direction: column; position: relative; }
.ml-my-course h3 a { color: inherit; }
.ml-my-course h3 a::after { content: ''; position: absolute; inset: 0; border-radius: 12px; }
.ml-my-course h3 a:focus-visible { outline: none; }
.ml-my-course:has(h3 a:focus-visible) { outline: 2px solid #1f5fbf; outline-offset: 2px; }
.ml-my-course:has(h3 a:hover) { box-shadow: 0 12px 28px -16px rgba(14, 42, 87, 0.4); }
.ml-my-course__body { flex: 1; display: flex; flex-direction: column; align-items: flex-start; gap: 10px; padding: 16px 18px 18px; }
.ml-my-course__body > * { max-width: 100%; }
.ml-my-course__body > .ml-skeleton { margin: 0; }
.ml-my-course__body .ant-progress { width: 100%; margin: 0; }
.ml-my-course > .ml-skeleton { border-end-start-radius: 0; border-end-end-radius: 0; }
.ml-my-course h3 { font-size: 16px; line-height: 1.4; }
.ml-my-course__action { position: relative; z-index: 1; margin-block-start: auto; display: flex; flex-wrap: wrap; gap: 8px; }
.ml-my-course__toggle, .ml-my-course__panel { position: relative; z-index: 1; }
.ml-my-course__panel { width: 100%; }
.ml-stat__value .ml-skeleton { margin-block: 2px; }
.ml-panel { margin: 0; padding: 24px; border-radius: 12px; background: #fff; border: 1px solid #e3e8f0; color: #3d4757; }

.ml-shortcuts { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 16px; }
.ml-shortcut { display: flex; gap: 14px; align-items: flex-start; height: 100%; box-sizing: border-box; padding: 18px;
  border-radius: 12px; background: #fff; border: 1px solid #e3e8f0; color: inherit; text-decoration: none;
  transition: box-shadow 0.2s, border-color 0.2s; }
.ml-shortcut:hover { border-color: #b9c9e6; box-shadow: 0 10px 24px -16px rgba(14, 42, 87, 0.4); }
.ml-shortcut:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; }
.ml-shortcut strong { display: block; color: #0e2a57; font-size: 16px; }
.ml-shortcut span.ml-shortcut__text { display: block; margin-block-start: 4px; color: #4a5363; line-height: 1.5; }
.ml-shortcut .ml-icon-tile { flex: none; width: 44px; height: 44px; border-radius: 10px; display: grid; place-items: center;
  background: #e8f0fd; color: #1f5fbf; font-size: 20px; }

@media (max-width: 1100px) { .ml-stats { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (max-width: 575px) {
  .ml-dash { padding-block: 24px 48px; }
  .ml-stats { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
  .ml-stat { padding: 14px; gap: 10px; }
  .ml-stat__icon { width: 36px; height: 36px; font-size: 17px; }
  .ml-stat__value { font-size: 20px; }
}
`;
