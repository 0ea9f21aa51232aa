/**
 * The header bells and their panels (notifications, announcements). Logical
 * properties only, so the panel opens toward the page's end in Arabic too.
 * Below 576px the panel spans the screen under the header.
 */
export const bellCss = `
.mh-bell { position: relative; }
.mh-bell__button.ant-btn { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
  padding: 0; }
.mh-bell__button.ant-btn:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 1px; }
.mh-bell__icon { display: inline-flex; font-size: 20px; color: #3d4757; }
.mh-bell .ant-badge-count { font-variant-numeric: tabular-nums; }
.mh-bell__panel { position: absolute; inset-block-start: calc(100% + 8px); inset-inline-end: -8px; z-index: 1050;
  box-sizing: border-box; width: 380px; max-height: min(560px, calc(100vh - 96px)); display: flex; flex-direction: column;
  border: 1px solid #e3e8f0; border-radius: 8px; background: #fff; text-align: start;
  box-shadow: 0 6px 16px rgba(16, 24, 40, 0.12), 0 3px 6px -4px rgba(16, 24, 40, 0.16); }
.mh-bell__panel:focus { outline: none; }
.mh-bell__panel:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; }
.mh-bell__head { display: flex; align-items: center; gap: 8px; padding-block: 12px 8px;
  padding-inline: 16px 8px; border-block-end: 1px solid #eef1f5; }
.mh-bell__title { flex: 1; margin: 0; color: #1c2430; font-size: 16px; font-weight: 600; }
.mh-bell__actions { display: flex; align-items: center; gap: 2px; }
.mh-bell__list { flex: 1 1 auto; min-height: 0; overflow-y: auto; margin: 0; padding: 4px 0; list-style: none; }
.mh-bell__empty-icon { font-size: 28px; color: #98a2b3; }
.mh-bell__foot { padding: 8px 12px 12px; border-block-start: 1px solid #eef1f5; text-align: center; }
.mh-bell__all { display: inline-flex; align-items: center; min-height: 32px; padding-inline: 8px; border-radius: 6px;
  color: #1f5fbf; font-weight: 500; text-decoration: none; }
.mh-bell__all:hover { background: #eef4ff; }
.mh-bell__all:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 1px; }

.mh-note { position: relative; display: flex; flex-direction: column; gap: 4px; box-sizing: border-box; width: 100%;
  padding: 10px 16px; padding-inline-start: 28px; border: 0; background: transparent; color: #1c2430; font: inherit;
  font-size: 14px; line-height: 1.45; text-align: start; text-decoration: none; cursor: pointer; }
.mh-note:hover { background: #f5f8fd; color: #1c2430; }
.mh-note:focus-visible { outline: 2px solid #1f5fbf; outline-offset: -2px; }
.mh-note--unseen { background: #f3f7ff; }
.mh-note--unseen::before { content: ''; position: absolute; inset-inline-start: 12px; inset-block-start: 17px; width: 8px;
  height: 8px; border-radius: 50%; background: #1f5fbf; }
.mh-note__value { font-weight: 600; }
.mh-note__time { color: #4a5363; font-size: 12px; }
.mh-ann__title { font-weight: 600; }

@media (max-width: 575px) {
  .mh-bell__panel { position: fixed; inset-block-start: 64px; inset-inline: 8px; width: auto; }
  .mh-bell__button.ant-btn { width: 32px; }
}
`;
