/**
 * The landing page's look. Logical properties (inline/block, start/end) only,
 * so Arabic mirrors without a second stylesheet. Text colours keep at least
 * 4.5:1 on their background.
 */
export const landingCss = `
.ml-landing { color: #1c2430; background: #fff; }
/* Resets carry no specificity (:where), so every rule below wins over them. */
:where(.ml-landing) :where(h1, h2, h3) { color: #0e2a57; margin: 0; }
:where(.ml-landing) :where(p) { margin: 0; }
.ml-section { padding-block: 72px; }
.ml-section--tinted { background: #f5f7fb; }
.ml-section__head { max-width: 720px; margin-inline: auto; margin-block-end: 40px; text-align: center; }
.ml-section__head h2 { font-size: clamp(26px, 3vw, 34px); line-height: 1.25; font-weight: 700; }
.ml-section__head p { margin-block-start: 12px; font-size: 17px; line-height: 1.6; color: #4a5363; }

.ml-hero { padding-block: 72px 80px;
  background: radial-gradient(900px 420px at 90% -10%, #d9e6ff 0%, rgba(217, 230, 255, 0) 70%),
    linear-gradient(180deg, #f7f9fe 0%, #edf2fb 100%); }
.ml-hero__grid { display: grid; grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr); gap: 56px; align-items: center; }
.ml-hero__eyebrow { display: inline-block; padding: 4px 12px; border-radius: 999px; background: #dfe9fb; color: #173f7a;
  font-size: 14px; font-weight: 600; }
.ml-hero h1 { margin-block-start: 16px; font-size: clamp(32px, 4.6vw, 52px); line-height: 1.12; font-weight: 800;
  letter-spacing: -0.01em; }
.ml-hero__lead { margin-block-start: 20px; font-size: 18px; line-height: 1.65; color: #3d4757; max-width: 62ch; }
.ml-hero__actions { display: flex; flex-wrap: wrap; gap: 12px; margin-block-start: 32px; }
.ml-hero__highlights { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 28px 0 0; padding: 0; list-style: none;
  color: #2f3a4b; font-size: 15px; }
.ml-hero__highlights li { display: inline-flex; align-items: center; gap: 8px; }
.ml-hero__highlights .anticon { color: #1f5fbf; }

.ml-preview { position: relative; padding: 24px; border-radius: 16px; background: #fff;
  box-shadow: 0 24px 48px -20px rgba(14, 42, 87, 0.35), 0 0 0 1px rgba(14, 42, 87, 0.06); }
.ml-preview__row { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.ml-preview__avatar { width: 44px; height: 44px; border-radius: 50%; background: #1f5fbf; color: #fff;
  display: grid; place-items: center; font-weight: 700; }
.ml-preview__chip { display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px; border-radius: 999px;
  font-size: 13px; font-weight: 600; background: #f1f4f9; color: #1c2430; }
.ml-preview__chip--fire .anticon { color: #c2410c; }
.ml-preview__chip--xp .anticon { color: #a16207; }
.ml-preview__course { margin-block-start: 20px; padding: 16px; border-radius: 12px; background: #f5f7fb; }
.ml-preview__course-title { display: flex; justify-content: space-between; font-weight: 600; color: #0e2a57; }
.ml-preview__bar { margin-block-start: 10px; height: 8px; border-radius: 999px; background: #dde4ef; overflow: hidden; }
.ml-preview__bar span { display: block; height: 100%; width: 68%; border-radius: inherit;
  background: linear-gradient(90deg, #1f5fbf, #3b82f6); }
.ml-preview__eve { display: flex; gap: 10px; align-items: flex-start; margin-block-start: 16px; padding: 12px 14px;
  border-radius: 12px; border-start-start-radius: 4px; background: #eef4ff; color: #1c2f55; font-size: 14px; line-height: 1.5; }
.ml-preview__eve .anticon { font-size: 18px; color: #1f5fbf; margin-block-start: 2px; }

.ml-about { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 56px; align-items: start; }
.ml-about h2 { font-size: clamp(26px, 3vw, 34px); }
.ml-about__lead { margin-block-start: 12px; font-size: 20px; line-height: 1.5; color: #1f3b66; font-weight: 600; }
.ml-about__body { margin-block-start: 16px; font-size: 16px; line-height: 1.75; color: #3d4757; }
.ml-points { display: grid; gap: 16px; margin: 0; padding: 0; list-style: none; }
.ml-point { display: flex; gap: 16px; padding: 20px; border-radius: 12px; border: 1px solid #e3e8f0; background: #fff; }
.ml-point h3 { font-size: 17px; }
.ml-point p { margin-block-start: 4px; color: #4a5363; line-height: 1.6; }
.ml-icon-tile { flex: none; width: 44px; height: 44px; border-radius: 10px; display: grid; place-items: center;
  background: #e8f0fd; color: #1f5fbf; font-size: 20px; }

.ml-services { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 20px; margin: 0; padding: 0; list-style: none; }
.ml-service { height: 100%; padding: 24px; border-radius: 12px; background: #fff; border: 1px solid #e3e8f0;
  box-sizing: border-box; transition: box-shadow 0.2s, transform 0.2s; }
.ml-service:hover { box-shadow: 0 12px 28px -16px rgba(14, 42, 87, 0.35); transform: translateY(-2px); }
.ml-service h3 { margin-block-start: 16px; font-size: 17px; }
.ml-service p { margin-block-start: 8px; color: #4a5363; line-height: 1.6; font-size: 15px; }

.ml-plans { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 24px; align-items: stretch; }
.ml-plan { display: flex; flex-direction: column; padding: 24px; }
.ml-plan > .ml-skeleton { flex: none; }
.ml-plan h3 { font-size: 20px; }
.ml-plan__price { margin-block-start: 12px; font-size: 32px; font-weight: 800; color: #0e2a57; line-height: 1.2; }
.ml-plan__duration { margin-block-start: 4px; color: #4a5363; }
.ml-plan__features { margin: 20px 0 24px; padding: 20px 0 0; list-style: none; border-block-start: 1px solid #e9edf3;
  display: grid; gap: 12px; flex: 1; align-content: start; }
.ml-plan__features li { display: flex; gap: 10px; align-items: flex-start; line-height: 1.5; }
.ml-plan__features .anticon { color: #157347; margin-block-start: 4px; }
.ml-plan__quota { color: #4a5363; }

.ml-catalogue__more { margin-block-start: 32px; text-align: center; }

.ml-footer { background: #0e2a57; color: #d5def0; padding-block: 56px 24px; }
.ml-footer__grid { display: grid; grid-template-columns: 1.4fr 1fr 1fr; gap: 40px; }
.ml-footer__brand { font-size: 22px; font-weight: 800; color: #fff; }
.ml-footer__tagline { margin-block-start: 8px; line-height: 1.6; max-width: 36ch; }
.ml-footer h2 { color: #fff; margin: 0; font-size: 15px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; }
.ml-footer ul { margin: 12px 0 0; padding: 0; list-style: none; display: grid; gap: 8px; }
.ml-footer a { color: #d5def0; text-decoration: none; }
.ml-footer a:hover { color: #fff; text-decoration: underline; }
.ml-footer a:focus-visible { outline: 2px solid #fff; outline-offset: 2px; border-radius: 2px; }
.ml-footer a[aria-current='true'] { color: #fff; font-weight: 700; }
.ml-footer__bottom { margin-block-start: 40px; padding-block-start: 20px; border-block-start: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 14px; }

@media (max-width: 991px) {
  .ml-hero__grid, .ml-about { grid-template-columns: minmax(0, 1fr); gap: 40px; }
  .ml-services { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .ml-footer__grid { grid-template-columns: 1fr 1fr; }
  .ml-footer__grid > :first-child { grid-column: 1 / -1; }
}
@media (max-width: 575px) {
  .ml-section { padding-block: 48px; }
  .ml-hero { padding-block: 40px 48px; }
  .ml-hero__lead { font-size: 16px; }
  .ml-hero__actions .ml-btn { flex: 1 1 100%; }
  .ml-services { grid-template-columns: minmax(0, 1fr); }
  .ml-section__head { margin-block-end: 28px; }
}
@media (prefers-reduced-motion: reduce) {
  .ml-service { transition: none; }
  .ml-service:hover { transform: none; }
}
`;
