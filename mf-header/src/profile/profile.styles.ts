/** The profile page: who the user is, then their plan. Logical properties only (Arabic mirrors). */
export const profileCss = `
.mh-profile { box-sizing: border-box; max-width: 760px; margin-inline: auto; padding: 40px 24px 64px; }
.mh-profile__card { box-sizing: border-box; margin-block-end: 24px; padding: 28px; border: 1px solid #dfe5ee;
  border-radius: 12px; background: #fff; }
.mh-profile__who { display: flex; align-items: center; gap: 24px; }
.mh-profile__name { margin: 0 0 6px; color: #0e2a57; font-size: 26px; font-weight: 700; line-height: 1.25;
  overflow-wrap: anywhere; }
.mh-profile__email { margin: 0 0 10px; color: #4a5363; overflow-wrap: anywhere; }
.mh-profile h2 { margin: 0 0 16px; color: #1c2430; font-size: 18px; font-weight: 600; }
.mh-plan__head { display: flex; align-items: center; flex-wrap: wrap; gap: 12px; margin-block-end: 16px; }
.mh-plan__name { margin: 0; color: #0e2a57; font-size: 22px; font-weight: 700; }
.mh-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 16px; margin: 0; }
.mh-facts div { padding: 12px 16px; border-radius: 8px; background: #f5f7fb; }
.mh-facts dt { color: #4a5363; font-size: 13px; }
.mh-facts dd { margin: 4px 0 0; color: #1c2430; font-size: 16px; font-weight: 600; }
.mh-plan__features { display: flex; flex-wrap: wrap; gap: 8px; margin: 16px 0 0; padding: 0; list-style: none; }
.mh-plan__features .ant-tag { margin: 0; }
/* antd's preset tag colours fall under 4.5:1 at 12px; these stay above 7:1. */
.mh-tag.ant-tag { margin: 0; font-size: 13px; line-height: 22px; }
.mh-tag--ok.ant-tag { border-color: #a7dcb5; background: #eefaf1; color: #14532d; }
.mh-tag--bad.ant-tag { border-color: #f3c1bd; background: #fff4f3; color: #8a1c12; }
.mh-tag--info.ant-tag { border-color: #c7d0fb; background: #eef2ff; color: #2b3a9e; }
.mh-plan__none { margin: 0 0 16px; color: #4a5363; }
.mh-badges { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; margin: 0;
  padding: 0; list-style: none; }
.mh-badges__item { display: flex; align-items: flex-start; gap: 12px; padding: 12px 14px; border-radius: 8px;
  background: #fffaf0; }
.mh-badges__item p { margin: 0; }
.mh-badges__title { color: #1c2430; font-weight: 600; }
.mh-badges__msg { color: #4a5363; font-size: 14px; }
.mh-badges__date { color: #5b6474; font-size: 13px; }
.mh-badges__empty { margin: 0; color: #4a5363; }
.mh-link-btn { display: inline-flex; align-items: center; min-height: 40px; padding: 6px 18px; border-radius: 8px;
  background: #1f5fbf; color: #fff; font-weight: 500; text-decoration: none; }
.mh-link-btn:hover { background: #194f9f; color: #fff; }
.mh-link-btn:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; }
@media (max-width: 575px) {
  .mh-profile { padding: 16px 12px 40px; }
  .mh-profile__card { padding: 20px 16px; }
  .mh-profile__who { flex-direction: column; align-items: flex-start; gap: 16px; }
}
`;

/** The profile's forms: details in two columns, the preferences table and quiet hours. */
export const accountCss = `
.mh-pf-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); column-gap: 16px; }
.mh-pf-select { inline-size: 100%; min-height: 36px; padding-inline: 8px; border: 1px solid #b8c2d3; border-radius: 6px;
  background: #fff; color: #1c2430; font: inherit; }
.mh-pf-photo { margin-block-start: 12px; }
.mh-pf-photo label { cursor: pointer; }
.mh-pf-photo input:focus-visible + * , .mh-pf-photo label:focus-within { outline: 2px solid #1f5fbf; }
.mh-np-table { inline-size: 100%; border-collapse: collapse; margin-block-end: 16px; }
.mh-np-table th, .mh-np-table td { padding: 8px; border-block-end: 1px solid #e6ebf2; text-align: start; }
.mh-np-table td { text-align: center; }
.mh-np-table input { inline-size: 18px; block-size: 18px; }
.mh-np-quiet { margin: 0 0 12px; padding: 12px; border: 1px solid #dfe5ee; border-radius: 8px; }
.mh-np-quiet__times { display: flex; flex-wrap: wrap; gap: 16px; }
.mh-np-hint { margin: 8px 0; color: #4a5363; font-size: 13px; }
.mh-push { margin: 0 0 12px; padding: 12px; border: 1px solid #dfe5ee; border-radius: 8px; }
.mh-push__row { display: flex; align-items: center; justify-content: space-between; gap: 16px; }
.mh-push__label { font-weight: 600; cursor: pointer; }
.mh-push .mh-np-hint:empty { display: none; }
.mh-push .ant-alert { margin-block-start: 8px; }
.mh-pw-note { margin: 0 0 8px; color: #4a5363; font-size: 13px; }
.mh-pw-keep { display: block; margin: 0 0 16px; cursor: pointer; }
.mh-pw-keep input { inline-size: 18px; block-size: 18px; vertical-align: middle; }
`;
