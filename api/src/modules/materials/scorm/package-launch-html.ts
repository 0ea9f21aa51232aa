import { BOOT_ELEMENT_ID, RUNTIME_PATH } from './package-runtime';

/** JSON that is safe inside a <script> element and pure ASCII (so the page's own encoding never matters). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The launch page with the SCORM runtime put first in its head: the boot data
 * (the learner's saved state) and the runtime's script, so `window.API` exists
 * before any script of the package runs. Bytes are handled as latin1 so the
 * page's own encoding passes through untouched.
 */
export function withRuntime(page: Buffer, boot: unknown): Buffer {
  const html = page.toString('latin1');
  const tags =
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>` +
    `<script src="${RUNTIME_PATH}"></script>`;
  const head = /<head\b[^>]*>/i.exec(html) ?? /<html\b[^>]*>/i.exec(html);
  const at = head ? head.index + head[0].length : (/^\s*<!doctype[^>]*>/i.exec(html)?.[0].length ?? 0);
  return Buffer.from(html.slice(0, at) + tags + html.slice(at), 'latin1');
}
