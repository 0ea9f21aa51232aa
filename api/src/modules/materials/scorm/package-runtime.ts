import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCORM_MESSAGE_TYPE } from '@elearn/contracts';
import { API_ROOT } from '../../../paths';

export const RUNTIME_PATH = '/api/course/package-runtime.js';
/** The element of the launch page that carries the learner's saved data (JSON, never run). */
export const BOOT_ELEMENT_ID = 'elearn-scorm';

/*
 * The script every launch page gets: scorm-again's SCORM 1.2 runtime (its
 * browser build, which defines `Scorm12API`) and the glue below. The frame is an
 * opaque origin and cannot reach the viewer's `window.API`, so the API lives in
 * the frame, primed from the boot element, and reports each commit, finish and
 * status change to the parent window; the viewer checks the message's source
 * and shape and saves it with the learner's session. Target '*': the frame's
 * own CSP (frame-ancestors 'self') lets only the site's pages embed it.
 */
const GLUE = `
;(function () {
  'use strict';
  var node = document.getElementById('${BOOT_ELEMENT_ID}');
  var boot = node ? JSON.parse(node.textContent || '{}') : {};
  var api = new Scorm12API({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
  api.loadFromJSON(boot.cmi || {});
  var num = function (v) { return v === '' || v == null || isNaN(Number(v)) ? null : Number(v); };
  var report = function (event) {
    var core = api.renderCommitCMI(true).cmi;
    var c = core.core;
    window.parent.postMessage({
      type: '${SCORM_MESSAGE_TYPE}',
      event: event,
      cmi: {
        lesson_status: c.lesson_status,
        score_raw: num(c.score.raw),
        score_min: num(c.score.min),
        score_max: num(c.score.max),
        suspend_data: core.suspend_data || '',
        lesson_location: c.lesson_location || '',
        total_time: c.total_time || '0000:00:00'
      }
    }, '*');
  };
  api.on('LMSCommit', function () { report('commit'); });
  api.on('LMSFinish', function () { report('finish'); });
  // The listener runs before the value is set: report once it is.
  api.on('LMSSetValue.cmi.core.lesson_status', function () { setTimeout(function () { report('status'); }, 0); });
  window.API = api;
})();
`;

let runtime: Promise<string> | undefined;

/** The runtime script, read once from scorm-again's package. */
export function packageRuntime(): Promise<string> {
  runtime ??= readFile(join(API_ROOT, 'node_modules/scorm-again/dist/scorm12.min.js'), 'utf8').then(
    (library) => library + GLUE,
  );
  return runtime;
}
