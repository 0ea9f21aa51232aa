/**
 * The search, pathways and course pages. Logical properties only, so Arabic
 * mirrors by itself; text stays above 4.5:1 on its background.
 */
export const catalogueCss = `
.ml-catalogue { color: #1c2430; background: #f5f7fb; padding-block: 40px 72px; min-height: 60vh; }
:where(.ml-catalogue) :where(h1, h2, h3) { color: #0e2a57; margin: 0; }
:where(.ml-catalogue) :where(p) { margin: 0; }
.ml-muted { color: #4a5363; }

.ml-catalogue__head { margin-block-end: 28px; }
.ml-catalogue__head h1 { font-size: clamp(26px, 3vw, 34px); font-weight: 700; }
.ml-catalogue__head > p { margin-block-start: 8px; color: #4a5363; font-size: 17px; line-height: 1.6; }
.ml-searchbar { display: flex; gap: 8px; margin-block-start: 20px; max-width: 720px; }
.ml-searchbar input { flex: 1; min-width: 0; min-height: 44px; padding-inline: 14px; border: 1px solid #a9b6c9; border-radius: 8px;
  font: inherit; font-size: 16px; color: #1c2430; background: #fff; }
.ml-searchbar input:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 1px; border-color: #1f5fbf; }

.ml-search { display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: 32px; align-items: start; }
.ml-search__filters h2, .ml-search__results > h2 { font-size: 18px; margin-block-end: 12px; }
.ml-search__range { color: #4a5363; margin-block-end: 16px; }
.ml-facets { display: grid; gap: 16px; }
.ml-facet { margin: 0; padding: 14px 16px; border: 1px solid #dfe5ee; border-radius: 12px; background: #fff; }
.ml-facet legend { padding-inline: 4px; font-weight: 700; color: #0e2a57; }
.ml-facet__option { display: flex; align-items: center; gap: 8px; padding-block: 4px; cursor: pointer; line-height: 1.4; }
.ml-facet__option input { margin: 0; accent-color: #1f5fbf; width: 16px; height: 16px; flex: none; }
.ml-facet__label { flex: 1; }
.ml-facet__count { min-width: 28px; padding-inline: 6px; border-radius: 999px; background: #eef2f8; color: #3d4757;
  font-size: 13px; text-align: center; }

.ml-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px; margin-block-start: 32px; }
.ml-pager__numbers { display: flex; gap: 6px; align-items: center; }
.ml-pager__numbers li { display: flex; gap: 6px; align-items: center; }

.ml-pathways { display: grid; gap: 24px; }
.ml-pathway { padding: 24px; height: auto; }
.ml-pathway h2 { font-size: 22px; }
.ml-pathway > p { margin-block-start: 8px; line-height: 1.6; }
.ml-pathway__courses-title { font-size: 16px; margin-block: 20px 12px !important; }
.ml-pathway .ml-courses > li { display: flex; flex-direction: column; gap: 6px; }
.ml-pathway .ml-course { height: auto; flex: 1; }
.ml-pathway__prerequisite { font-size: 14px; }

.ml-course-page__head { display: grid; grid-template-columns: minmax(0, 1fr) 360px; gap: 40px; align-items: start; }
.ml-course-page__intro { display: flex; flex-direction: column; align-items: flex-start; gap: 14px; }
.ml-course-page__intro h1 { font-size: clamp(28px, 3.4vw, 40px); line-height: 1.2; font-weight: 800; }
.ml-course-page__intro > p { font-size: 18px; line-height: 1.65; color: #3d4757; }
.ml-keywords { display: flex; flex-wrap: wrap; gap: 8px; }
.ml-course-page__aside { height: auto; overflow: hidden; }
.ml-course-page__buy { padding: 20px; display: grid; gap: 12px; }
.ml-course-page__fees-label { color: #4a5363; font-size: 14px; }
.ml-course-page__fees { font-size: 28px; font-weight: 800; color: #0e2a57; }
.ml-course-page__fees.ml-free { color: #157347; }
.ml-course-page__enrol:empty { display: none; }
.ml-facts { margin: 0; display: grid; gap: 10px; border-block-start: 1px solid #e9edf3; padding-block-start: 14px; }
.ml-facts__row { display: grid; grid-template-columns: 130px minmax(0, 1fr); gap: 8px; }
.ml-facts dt { color: #4a5363; font-size: 14px; }
.ml-facts dd { margin: 0; font-weight: 600; }
.ml-course-page__section { margin-block-start: 40px; }
.ml-course-page__section > h2 { font-size: 22px; margin-block-end: 14px; }
.ml-outcomes, .ml-audiences { margin: 0; padding-inline-start: 22px; display: grid; gap: 8px; line-height: 1.6; }
.ml-outline { display: grid; gap: 16px; }
.ml-outline__module { padding: 18px 20px; border: 1px solid #dfe5ee; border-radius: 12px; background: #fff; }
.ml-outline__module h3 { font-size: 17px; }
.ml-outline__module > p { margin-block: 4px 10px; font-size: 14px; }
.ml-lesson { border-block-start: 1px solid #eef1f6; padding-block: 10px; }
.ml-lesson summary { cursor: pointer; font-weight: 600; color: #1c2430; }
.ml-lesson summary:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; border-radius: 4px; }
.ml-lesson__goals { margin-block-start: 8px !important; color: #4a5363; font-size: 14px; }
.ml-lesson ul { margin: 6px 0 0; padding-inline-start: 22px; line-height: 1.6; }

@media (max-width: 991px) {
  .ml-search, .ml-course-page__head { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 575px) {
  .ml-catalogue { padding-block: 24px 48px; }
  .ml-searchbar { flex-wrap: wrap; }
  .ml-searchbar .ml-btn { flex: 1 1 100%; }
}
`;
