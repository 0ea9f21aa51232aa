/** The tab: small, on the inline end edge below the page's middle, so it covers no control on a 360 px phone. */
export const toolboxCss = `
.mt-tab {
  position: fixed; inset-inline-end: 0; bottom: 112px; z-index: 1000;
  inline-size: 40px; block-size: 44px; display: grid; place-items: center;
  border: 0; border-start-start-radius: 10px; border-end-start-radius: 10px;
  background: #1f3b73; color: #fff; cursor: pointer; box-shadow: 0 2px 8px rgba(0,0,0,.25);
}
.mt-tab:hover { background: #2a4d92; }
.mt-tab:focus-visible { outline: 3px solid #ffb000; outline-offset: 2px; }
`;
