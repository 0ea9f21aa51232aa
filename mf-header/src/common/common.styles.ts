/** Helpers every screen of this remote uses; React loads the sheet once however many include it. */
export const commonCss = `
.mh-vh { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
