/** The learner card and pages; logical properties only, so Arabic mirrors by itself. */
export const learnerCss = `
.ml-learner-page { padding-block: 32px 64px; display: flex; flex-direction: column; gap: 20px; color: #1c2430; }
.ml-learner-page h1 { font-size: clamp(22px, 3vw, 28px); font-weight: 800; color: #0e2a57; margin: 0; }
.ml-learner-card { padding: 18px; display: flex; flex-direction: column; gap: 10px; align-items: flex-start; }
.ml-learner-card__head { display: flex; gap: 14px; align-items: center; max-inline-size: 100%; }
.ml-learner-card__head > div { min-inline-size: 0; overflow-wrap: anywhere; }
.ml-learner-card__head h2 { margin: 0; font-size: 20px; color: #0e2a57; }
.ml-learner-card__head p { margin: 0; color: #4a5363; }
.ml-learner-card__image { width: 64px; height: 64px; border-radius: 50%; object-fit: cover; flex: none; }
.ml-learner-card__initials { display: grid; place-items: center; background: #eef2ff; color: #2b3a9e; font-weight: 800; font-size: 22px; }
.ml-learner-card__info { display: grid; grid-template-columns: auto 1fr; gap: 4px 14px; margin: 0; }
.ml-learner-card__info[hidden] { display: none; }
.ml-learner-card__info dt { font-weight: 600; }
.ml-learner-card__info dd { margin: 0; }
.ml-learner-card__links { display: flex; flex-wrap: wrap; gap: 14px; }
.ml-learner-table { width: 100%; border-collapse: collapse; background: #fff; }
.ml-learner-table th, .ml-learner-table td { text-align: start; padding: 8px 10px; border-block-end: 1px solid #e3e8f0; }
.ml-learner-section h2 { font-size: 18px; color: #0e2a57; margin-block: 0 8px; }
`;
