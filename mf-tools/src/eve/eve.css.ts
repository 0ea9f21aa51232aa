/** Eve's panel: logical properties only, so Arabic mirrors it. */
export const eveCss = `
.mt-eve .ant-drawer-body { padding: 12px; display: flex; flex-direction: column; gap: 8px; }
.mt-eve-course { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.mt-eve-course label { font-weight: 600; }
.mt-eve-select { min-block-size: 32px; min-inline-size: 200px; max-inline-size: 100%; padding-inline: 8px; border: 1px solid #b7bec8; border-radius: 6px; background: #fff; color: #1c2430; font: inherit; }
.mt-eve-select:focus-visible, .mt-eve-check input:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 1px; }
.mt-eve-check { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.mt-eve-muted { color: #59636e; margin: 0; }
.mt-eve-note { margin: 0 0 8px; padding: 6px 10px; border-radius: 6px; background: #f0f5ff; color: #1c2f5e; font-size: 13px; }
.mt-eve-chat { display: grid; grid-template-columns: minmax(140px, 200px) 1fr; gap: 12px; min-block-size: 0; flex: 1; }
.mt-eve-threads { display: flex; flex-direction: column; gap: 8px; overflow-y: auto; border-inline-end: 1px solid #e5e8ec; padding-inline-end: 8px; }
.mt-eve-threads ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.mt-eve-threads li { display: flex; align-items: center; gap: 2px; border-radius: 6px; }
.mt-eve-threads li.is-selected { background: #e6efff; }
.mt-eve-thread { flex: 1; min-inline-size: 0; text-align: start; background: none; border: 0; padding: 6px 8px; cursor: pointer;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: #1c2430; font: inherit; }
.mt-eve-thread:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 1px; }
.mt-eve-conversation { display: flex; flex-direction: column; gap: 8px; min-inline-size: 0; min-block-size: 0; }
.mt-eve-messages { flex: 1; overflow-y: auto; display: flex; flex-direction: column; gap: 10px; min-block-size: 160px; }
.mt-eve-msg { padding: 8px 12px; border-radius: 10px; max-inline-size: 92%; }
.mt-eve-msg--you { align-self: flex-end; background: #1f3b73; color: #fff; }
.mt-eve-msg--eve { align-self: flex-start; background: #f4f6f8; color: #1c2430; }
.mt-eve-msg__who { margin: 0 0 4px; font-size: 12px; font-weight: 600; opacity: .85; }
.mt-eve-msg__text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.mt-eve-md { overflow-wrap: anywhere; }
.mt-eve-md p { margin: 0 0 6px; }
.mt-eve-md blockquote { margin: 6px 0; padding-inline-start: 10px; border-inline-start: 3px solid #8aa4d6; color: #2b3440; }
.mt-eve-md a { color: #1646a8; text-decoration: underline; }
.mt-eve-composer { display: flex; flex-direction: column; gap: 6px; }
.mt-eve-label { font-weight: 600; }
.mt-eve-toolbar { display: flex; gap: 4px; }
.mt-eve-editor { position: relative; border: 1px solid #d0d5dd; border-radius: 6px; background: #fff; }
.mt-eve-editor:focus-within { border-color: #2b50c8; box-shadow: 0 0 0 2px rgba(43, 80, 200, 0.2); }
.mt-eve-editor.is-invalid { border-color: #b3261e; }
.mt-eve-editable { min-block-size: 52px; max-block-size: 180px; overflow-y: auto; padding: 6px 10px; outline: none; white-space: pre-wrap; overflow-wrap: anywhere; }
.mt-eve-editable p, .mt-eve-editable ul, .mt-eve-editable ol, .mt-eve-editable blockquote { margin: 0; }
.mt-eve-editable ul, .mt-eve-editable ol { padding-inline-start: 20px; }
.mt-eve-placeholder { position: absolute; inset-block-start: 6px; inset-inline-start: 10px; color: #6b7280; pointer-events: none; }
.mt-eve-editable code { font-family: ui-monospace, monospace; background: #f2f4f7; padding: 0 3px; border-radius: 3px; }
.mt-eve-error { color: #b3261e; margin: 0; }
.mt-eve-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
.mt-eve-voices { display: flex; flex-wrap: wrap; gap: 12px; border: 1px solid #e5e8ec; border-radius: 8px; padding: 8px 12px; margin: 0; }
.mt-eve-voices legend { font-weight: 600; padding-inline: 4px; font-size: 13px; }
.mt-eve-voice { display: flex; flex-direction: column; gap: 2px; font-size: 13px; min-inline-size: 160px; }
.mt-eve-learners h3 { font-size: 15px; margin: 12px 0 6px; }
.mt-eve-topics { margin: 0; padding-inline-start: 20px; }
.mt-eve-transcript { border: 1px solid #e5e8ec; border-radius: 8px; padding: 6px 10px; margin-block-end: 6px; }
.mt-eve-transcript h4 { font-size: 13px; margin: 8px 0 4px; }
@media (max-width: 640px) {
  .mt-eve-chat { grid-template-columns: 1fr; }
  .mt-eve-threads { border-inline-end: 0; border-block-end: 1px solid #e5e8ec; padding-inline-end: 0; padding-block-end: 8px; max-block-size: 30vh; }
}
.mt-eve-mark::before { content: attr(data-mark); }
`;
