/**
 * The header bar, for guests (plain HTML, no antd) and signed-in users.
 * Matched to the antd theme (primary #1f5fbf, radius 8) and to mf-learning's
 * page width; logical properties only, so Arabic mirrors by itself. Below
 * 900px the navigation and the language menu move into the drawer.
 */
export const headerCss = `
.mh-bar { display: flex; align-items: center; gap: 16px; box-sizing: border-box; max-width: 1160px; min-height: 64px;
  margin-inline: auto; padding-inline: 24px; }
.mh-bar__end { display: flex; align-items: center; gap: 8px; margin-inline-start: auto; }

.mh-brand { display: inline-flex; align-items: center; gap: 10px; flex: none; border-radius: 8px; color: #0e2a57;
  font-size: 20px; font-weight: 700; letter-spacing: -0.01em; text-decoration: none; }
.mh-brand__mark { display: block; width: 32px; height: 32px; }
.mh-brand:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 4px; }

.mh-btn { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; min-height: 40px;
  padding: 6px 18px; border: 1px solid #c3cedf; border-radius: 8px; background: #fff; color: #1c2430; font: inherit;
  font-size: 15px; font-weight: 500; line-height: 1.3; text-decoration: none; white-space: nowrap; cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s; }
.mh-btn:hover { border-color: #1f5fbf; color: #1f5fbf; }
.mh-btn:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; }
.mh-btn--ghost { border-color: transparent; background: transparent; color: #1f5fbf; }
.mh-btn--ghost:hover, .mh-btn--ghost[aria-current='page'] { background: #eef4ff; border-color: transparent; }
.mh-btn--primary { border-color: #1f5fbf; background: #1f5fbf; color: #fff; }
.mh-btn--primary:hover { border-color: #194f9f; background: #194f9f; color: #fff; }

.mh-lang { position: relative; }
.mh-lang .mh-btn { gap: 6px; padding-inline: 10px; }
.mh-lang__caret { font-size: 11px; color: #5b6472; }
.mh-lang__code { display: none; }
.mh-lang__code::before { content: attr(data-code); }
.mh-lang__menu { position: absolute; inset-block-start: calc(100% + 4px); inset-inline-end: 0; z-index: 1050; min-width: 160px;
  margin: 0; padding: 4px; border-radius: 8px; background: #fff; list-style: none;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05); }
.mh-lang__menu a { display: block; padding: 8px 12px; border-radius: 6px; color: #1c2430; text-decoration: none; }
.mh-lang__menu a:hover, .mh-lang__menu a:focus { background: #eef4ff; outline: none; }
.mh-lang__menu a:focus-visible { outline: 2px solid #1f5fbf; outline-offset: -2px; }
.mh-lang__menu a[aria-current='true'] { font-weight: 600; }
/* A guest's phone header holds the logo, the language code, Log in and Register: in Arabic too, within 360px. */
@media (max-width: 480px) {
  .mh-bar__end { gap: 4px; }
  .mh-bar__end .mh-btn { padding-inline: 10px; }
  .mh-lang__name { display: none; }
  .mh-lang__code { display: inline; }
  .mh-brand__text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}

.mh-nav ul { display: flex; align-items: center; gap: 4px; margin: 0; padding: 0; list-style: none; }
.mh-nav a { display: inline-flex; align-items: center; min-height: 40px; padding-inline: 12px; border-radius: 8px;
  color: #3d4757; font-weight: 500; text-decoration: none; white-space: nowrap; }
.mh-nav a:hover { background: #f1f5fb; color: #1f5fbf; }
.mh-nav a[aria-current='page'] { background: #eef4ff; color: #1f5fbf; font-weight: 600; }
.mh-nav a:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; }

.mh-stats { display: flex; align-items: center; gap: 6px; margin: 0; padding: 0; list-style: none; }
.mh-stat { display: inline-flex; align-items: center; gap: 6px; box-sizing: border-box; height: 32px; padding-inline: 10px;
  border: 1px solid #e3e8f0; border-radius: 16px; background: #f8fafc; color: #1c2430; font-size: 14px; font-weight: 600;
  font-variant-numeric: tabular-nums; white-space: nowrap; }
.mh-stat--level .anticon { color: #1f5fbf; }
.mh-stat--streak .anticon { color: #e8590c; }
.mh-stat--coins .anticon { color: #d4a017; }
.mh-stat__placeholder { display: inline-block; width: 18px; height: 10px; border-radius: 4px; background: #e3e8f0; }

.mh-trigger.ant-btn { display: inline-flex; align-items: center; gap: 6px; height: 40px; padding-inline: 8px; }
.mh-trigger__caret { font-size: 10px; color: #5b6472; }
.mh-trigger__name { max-width: 140px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.mh-trigger.ant-btn:focus-visible, .mh-menu-toggle.ant-btn:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 1px; }
.mh-menu-toggle.ant-btn { display: none; width: 40px; height: 40px; font-size: 18px; }

.mh-account-pop { min-width: 240px; border-radius: 8px; background: #fff;
  box-shadow: 0 6px 16px rgba(16, 24, 40, 0.12), 0 3px 6px -4px rgba(16, 24, 40, 0.16); }
.mh-account-pop__who { display: flex; align-items: center; gap: 12px; padding: 14px 16px 10px;
  border-block-end: 1px solid #eef1f5; }
.mh-account-pop__name { font-weight: 600; color: #1c2430; }
.mh-account-pop__email { color: #4a5363; font-size: 13px; overflow-wrap: anywhere; }
.mh-account-pop .ant-dropdown-menu { box-shadow: none; }
/* antd's danger red is 3.3:1; Log out stays readable (6:1) at rest and when active. */
.ant-dropdown .mh-account-pop .ant-dropdown-menu .ant-dropdown-menu-item.ant-dropdown-menu-item-danger { color: #b42318; }
.ant-dropdown .mh-account-pop .ant-dropdown-menu .ant-dropdown-menu-item.ant-dropdown-menu-item-danger:hover,
.ant-dropdown .mh-account-pop .ant-dropdown-menu .ant-dropdown-menu-item.ant-dropdown-menu-item-danger.ant-dropdown-menu-item-active {
  background: #b42318; color: #fff; }
.mh-menu-label { display: inline-block; min-width: 96px; }

.mh-drawer .ant-drawer-body { padding: 8px 12px 24px; }
.mh-drawer__heading { margin: 20px 12px 6px; color: #4a5363; font-size: 13px; font-weight: 600; text-transform: uppercase;
  letter-spacing: 0.04em; }
.mh-drawer__list { margin: 0; padding: 0; list-style: none; }
.mh-drawer__list a { display: flex; align-items: center; min-height: 44px; padding-inline: 12px; border-radius: 8px;
  color: #1c2430; font-size: 16px; text-decoration: none; }
.mh-drawer__eve.ant-btn { margin-block-end: 12px; }
.mh-drawer__list a:hover { background: #f1f5fb; color: #1f5fbf; }
.mh-drawer__list a[aria-current] { background: #eef4ff; color: #1f5fbf; font-weight: 600; }
.mh-drawer__list a:focus-visible { outline: 2px solid #1f5fbf; outline-offset: -2px; }

@media (max-width: 899px) {
  .mh-nav, .mh-wide-only { display: none; }
  .mh-menu-toggle.ant-btn { display: inline-flex; }
  .mh-bar--member { gap: 8px; }
}
@media (max-width: 575px) {
  .mh-bar { gap: 8px; padding-inline: 12px; }
  .mh-btn { padding-inline: 12px; }
  .mh-trigger__name, .mh-trigger__caret { display: none; }
  .mh-bar--member .mh-brand__text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; }
  .mh-stat { padding-inline: 6px; gap: 3px; }
  /* A learner's phone header holds menu, logo, three stats, two bells and the avatar: tight gaps keep it in 360px. */
  .mh-bar__end, .mh-stats { gap: 4px; }
  .mh-menu-toggle.ant-btn { width: 36px; }
  /* Eve moves into the menu's drawer. */
  .mh-bell.mh-eve-wide { display: none; }
}
@media (prefers-reduced-motion: reduce) { .mh-btn { transition: none; } }
`;
