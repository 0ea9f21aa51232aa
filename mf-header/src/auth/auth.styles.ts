/**
 * The sign-in and register pages: one centred card on the page background,
 * full width on phones. Logical properties only, so Arabic mirrors by itself.
 */
export const authCss = `
.mh-auth { box-sizing: border-box; display: flex; justify-content: center; padding: 48px 16px 64px; }
.mh-auth__card { box-sizing: border-box; width: 100%; max-width: 460px; padding: 32px 32px 28px; border: 1px solid #dfe5ee;
  border-radius: 12px; background: #fff; box-shadow: 0 4px 24px rgba(16, 24, 40, 0.06); }
.mh-auth__card--wide { max-width: 540px; }
.mh-auth__title { margin: 0; color: #0e2a57; font-size: 26px; font-weight: 700; line-height: 1.25; }
.mh-auth__lead { margin: 8px 0 24px; color: #4a5363; font-size: 15px; line-height: 1.5; }
.mh-auth__alert { margin-block-end: 20px; }
.mh-auth__submit { margin-block-start: 4px; }
.mh-auth__switch { margin: 20px 0 0; color: #4a5363; text-align: center; }
.mh-auth__switch a { color: #1f5fbf; font-weight: 600; text-decoration: none; }
.mh-auth__switch a:hover { text-decoration: underline; }
.mh-auth__switch a:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 2px; border-radius: 2px; }
.mh-auth .ant-form-item { margin-block-end: 18px; }
.mh-auth .ant-form-item.ant-form-item-with-help { margin-block-end: 14px; }
.mh-auth .ant-form-item-explain { padding-block-start: 4px; }
/* antd's error red is 3.3:1 on white; this one reads at 6:1. */
.mh-auth .ant-form-item-explain-error { color: #b42318; }
.mh-auth .ant-form-item-label > label { font-weight: 500; }
.mh-hints { margin: 6px 0 2px; padding: 0; list-style: none; color: #4a5363; font-size: 13px; }
.mh-hints li { display: flex; align-items: center; gap: 8px; line-height: 22px; }
.mh-hints .anticon { font-size: 14px; color: #8a96aa; }
.mh-hints li[data-met='true'] { color: #1d6b3a; }
.mh-hints li[data-met='true'] .anticon { color: #1d7f44; }
@media (max-width: 575px) {
  .mh-auth { padding: 16px 0 40px; }
  .mh-auth__card { padding: 24px 16px; border-inline: 0; border-radius: 0; box-shadow: none; }
}
`;
