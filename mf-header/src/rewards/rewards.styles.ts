/**
 * The learner's dialogs (streak, ranking, store, away popup) and the clickable
 * header stats. Logical properties only, so Arabic mirrors by itself.
 */
export const rewardsCss = `
.mh-stat__button { display: inline-flex; align-items: center; gap: inherit; height: 100%; padding: 0; border: 0;
  background: none; color: inherit; font: inherit; cursor: pointer; }
.mh-stat:has(.mh-stat__button:hover) { border-color: #1f5fbf; background: #eef4ff; }
.mh-stat__button:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 4px; border-radius: 12px; }

.mh-dialog-state { padding: 24px 0; color: #4a5363; text-align: center; }
.mh-dialog-state p { margin: 0 0 12px; }

.mh-streak__facts { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin: 0 0 20px; }
.mh-streak__facts div { padding: 12px 16px; border-radius: 8px; background: #f5f7fb; }
.mh-streak__facts dt { color: #4a5363; font-size: 13px; }
.mh-streak__facts dd { display: flex; align-items: center; gap: 8px; margin: 4px 0 0; color: #1c2430; font-size: 22px;
  font-weight: 700; font-variant-numeric: tabular-nums; }
.mh-streak__fire { color: #e8590c; }
.mh-streak__frost { color: #1c7ed6; }
.mh-streak h3 { margin: 0 0 8px; color: #1c2430; font-size: 15px; font-weight: 600; }
.mh-streak__today { margin-block-end: 20px; }
.mh-streak__minutes { margin: 4px 0 0; color: #4a5363; font-variant-numeric: tabular-nums; }
.mh-streak__reached { margin: 4px 0 0; color: #14532d; font-weight: 600; }
.mh-week { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); gap: 6px; margin: 0; padding: 0; list-style: none; }
.mh-week__day { display: flex; flex-direction: column; align-items: center; gap: 6px; color: #4a5363; font-size: 12px; }
.mh-week__dot { display: flex; align-items: center; justify-content: center; width: 34px; height: 34px; box-sizing: border-box;
  border: 2px solid #dfe5ee; border-radius: 50%; background: #fff; color: #8a94a6; font-size: 15px; }
.mh-week__day--run .mh-week__dot { border-color: #e8590c; background: #e8590c; color: #fff; }
.mh-week__day--reached .mh-week__dot { border-color: #f4a261; background: #fff4eb; color: #b34700; }
.mh-week__day--frost .mh-week__dot { border-color: #74c0fc; background: #e7f5ff; color: #1864ab; }
.mh-week__day--future .mh-week__dot { border-style: dashed; }
.mh-week__day--today { color: #1c2430; font-weight: 700; }
.mh-week__day--today .mh-week__dot { box-shadow: 0 0 0 2px #fff, 0 0 0 4px #1f5fbf; }
.mh-legend { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 16px 0 0; padding: 0; list-style: none; color: #4a5363;
  font-size: 13px; }
.mh-legend li { display: inline-flex; align-items: center; gap: 6px; }
.mh-legend .mh-week__dot { width: 14px; height: 14px; font-size: 0; }
.mh-streak__hint { margin: 12px 0 0; color: #4a5363; font-size: 13px; }

.mh-rank { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.mh-rank th { padding: 6px 8px; color: #4a5363; font-size: 13px; font-weight: 600; text-align: start;
  border-block-end: 1px solid #dfe5ee; }
.mh-rank td { padding: 8px; border-block-end: 1px solid #eef1f5; }
.mh-rank__num { width: 48px; font-weight: 700; color: #0e2a57; }
.mh-rank__xp { text-align: end !important; white-space: nowrap; }
.mh-rank__who { display: flex; align-items: center; gap: 10px; }
.mh-rank__gap td { padding: 0 8px; color: #8a94a6; text-align: center; border: 0; }
.mh-rank tr.mh-rank--own td { background: #eef4ff; font-weight: 600; }
.mh-rank__you { margin-inline-start: 6px; padding: 0 6px; border-radius: 8px; background: #1f5fbf; color: #fff; font-size: 12px; }
.mh-rewards { margin: 20px 0 0; }
.mh-rewards h3 { margin: 0 0 8px; font-size: 15px; font-weight: 600; }
.mh-rewards ul { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.mh-reward { display: flex; align-items: center; gap: 12px; padding: 10px 12px; border: 1px solid #dfe5ee; border-radius: 8px; }
.mh-reward__img { flex: none; width: 48px; height: 48px; border-radius: 8px; object-fit: cover; background: #f5f7fb; }
.mh-picture__icon { display: flex; align-items: center; justify-content: center; color: #8a94a6; font-size: 28px; }
.mh-reward .mh-picture__icon, .mh-reward-page .mh-picture__icon { color: #d4a017; }
.mh-reward__img--large { width: 96px; height: 96px; font-size: 44px; }
.mh-reward__body { flex: 1; min-width: 0; }
.mh-reward__rank { color: #4a5363; font-size: 12px; }
.mh-reward__name { margin: 0; font-weight: 600; color: #1c2430; }
.mh-reward a { color: #1f5fbf; font-weight: 500; white-space: nowrap; }

.mh-store__coins { display: flex; align-items: center; gap: 8px; margin: 0 0 12px; font-weight: 600; }
.mh-store__coins .anticon { color: #d4a017; }
.mh-store__category { margin: 0 0 20px; }
.mh-store__category h3 { margin: 0; font-size: 16px; font-weight: 600; }
.mh-store__category > p { margin: 2px 0 10px; color: #4a5363; }
.mh-store__items { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 12px; margin: 0;
  padding: 0; list-style: none; }
.mh-item { display: flex; flex-direction: column; gap: 6px; box-sizing: border-box; height: 100%; padding: 12px;
  border: 1px solid #dfe5ee; border-radius: 10px; background: #fff; }
.mh-item__img { width: 100%; height: 96px; border-radius: 8px; object-fit: cover; background: #f5f7fb; }
.mh-item__name { margin: 0; font-weight: 600; color: #1c2430; overflow-wrap: anywhere; }
.mh-item__desc { flex: 1; margin: 0; color: #4a5363; font-size: 13px; overflow-wrap: anywhere; }
.mh-item__facts { display: flex; justify-content: space-between; gap: 8px; margin: 0; color: #4a5363; font-size: 13px;
  font-variant-numeric: tabular-nums; }
.mh-item__facts dd { display: inline; margin: 0 0 0 0; color: #1c2430; font-weight: 600; }
.mh-item__facts dt { display: inline; margin-inline-end: 4px; }
`;
