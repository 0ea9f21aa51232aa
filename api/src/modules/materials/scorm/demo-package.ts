import { strToU8, type Zippable, zipSync } from 'fflate';

/*
 * A small real SCORM 1.2 package, made in code so the repository carries no
 * binary: a manifest and a two-question quiz page whose script finds the API,
 * records the score and passed/failed, commits and finishes. The demo seed
 * adds it to algebra-foundations; the tests play it.
 */

export const DEMO_PACKAGE_TITLE = 'Equations check-up';

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="elearn-demo-equations" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${DEMO_PACKAGE_TITLE}</title>
      <item identifier="item-quiz" identifierref="res-quiz" isvisible="true">
        <title>Quiz</title>
        <adlcp:masteryscore>50</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res-quiz" type="webcontent" adlcp:scormtype="sco" href="content/index.html">
      <file href="content/index.html"/>
      <file href="content/quiz.js"/>
      <file href="content/style.css"/>
    </resource>
  </resources>
</manifest>
`;

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${DEMO_PACKAGE_TITLE}</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
<main>
<h1>${DEMO_PACKAGE_TITLE}</h1>
<p id="api-state">Connecting…</p>
<form id="quiz">
  <fieldset>
    <legend>1. Solve 2x + 3 = 11</legend>
    <label><input type="radio" name="q1" value="3"> x = 3</label>
    <label><input type="radio" name="q1" value="4"> x = 4</label>
    <label><input type="radio" name="q1" value="7"> x = 7</label>
  </fieldset>
  <fieldset>
    <legend>2. Solve 3x − 4 = 11</legend>
    <label><input type="radio" name="q2" value="5"> x = 5</label>
    <label><input type="radio" name="q2" value="6"> x = 6</label>
    <label><input type="radio" name="q2" value="15"> x = 15</label>
  </fieldset>
  <button type="submit">Submit answers</button>
</form>
<p id="result" role="status"></p>
</main>
<script src="quiz.js"></script>
</body>
</html>
`;

const SCRIPT = `(function () {
  // SCORM 1.2 API discovery: this window first, then its parents (reading a parent of another origin throws).
  function findApi(win) {
    for (var i = 0; win && i < 10; i++) {
      try { if (win.API) return win.API; } catch (e) { return null; }
      if (win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(window);
  var state = document.getElementById('api-state');
  var result = document.getElementById('result');
  if (!api || api.LMSInitialize('') !== 'true') {
    state.textContent = 'No learning platform found: answers are not recorded.';
  } else {
    var status = api.LMSGetValue('cmi.core.lesson_status');
    var score = api.LMSGetValue('cmi.core.score.raw');
    state.textContent = status === 'not attempted' ? 'Ready.' : 'Last attempt: ' + status + (score ? ' (' + score + '%)' : '') + '.';
    if (status === 'not attempted') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  }
  var answers = { q1: '4', q2: '5' };
  document.getElementById('quiz').addEventListener('submit', function (event) {
    event.preventDefault();
    var form = event.target;
    var right = 0;
    for (var name in answers) {
      var chosen = form.querySelector('input[name="' + name + '"]:checked');
      if (chosen && chosen.value === answers[name]) right++;
    }
    var percent = Math.round((right / 2) * 100);
    var passed = percent >= 50;
    result.textContent = 'Score: ' + percent + '% — ' + (passed ? 'passed' : 'failed');
    if (!api) return;
    api.LMSSetValue('cmi.core.score.min', '0');
    api.LMSSetValue('cmi.core.score.max', '100');
    api.LMSSetValue('cmi.core.score.raw', String(percent));
    api.LMSSetValue('cmi.core.lesson_status', passed ? 'passed' : 'failed');
    api.LMSSetValue('cmi.suspend_data', 'q1=' + (form.q1.value || '') + ';q2=' + (form.q2.value || ''));
    api.LMSSetValue('cmi.core.session_time', '0000:01:00.00');
    api.LMSCommit('');
    api.LMSFinish('');
  });
})();
`;

const STYLE = `body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1f1f1f; }
fieldset { margin-block: 1rem; border: 1px solid #d9d9d9; border-radius: 8px; }
label { display: block; padding: 0.25rem 0; }
button { padding: 0.5rem 1rem; font-size: 1rem; }
`;

/** The package's files by path (tests build bad variants of it). */
export function demoPackageFiles(): Record<string, string> {
  return {
    'imsmanifest.xml': MANIFEST,
    'content/index.html': PAGE,
    'content/quiz.js': SCRIPT,
    'content/style.css': STYLE,
  };
}

/** A zip of `files` (deflated), in the given order. */
export function zipOf(files: Record<string, string | Uint8Array>): Buffer {
  const zippable: Zippable = {};
  for (const [path, content] of Object.entries(files))
    zippable[path] = typeof content === 'string' ? strToU8(content) : content;
  return Buffer.from(zipSync(zippable, { level: 6, mtime: new Date('2024-01-01T00:00:00Z') }));
}

/** The demo package as a zip. */
export const demoPackage = () => zipOf(demoPackageFiles());
