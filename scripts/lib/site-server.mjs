// Starts the API serving the built site (deploy/), as `npm start` does and as
// the browser tests need it: compiled (api/build.mjs), then one plain Node process.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './deploy.mjs';
import { waitForOk } from './run.mjs';

/** Compiles the API into api/dist (api/build.mjs). */
export function compileApi() {
  if (spawnSync(process.execPath, [join(ROOT, 'api/build.mjs')], { stdio: 'inherit' }).status !== 0) {
    throw new Error('the API did not compile');
  }
}

/**
 * Starts the site on `port` with `env`; resolves once /api/health answers.
 * `compiled`: api/dist is already built (a cluster starts several from one build).
 */
export async function startSite({ port, dataDir, env = {}, quiet = false, compiled = false }) {
  if (!compiled) compileApi();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(ROOT, 'api'),
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, PORT: String(port), STATIC_DIR: join(ROOT, 'deploy'), DATA_DIR: dataDir, ...env },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://localhost:${port}`;
  await Promise.race([
    waitForOk(`${url}/api/health`),
    exited.then((code) => {
      throw new Error(`the API exited with code ${code} before it was ready`);
    }),
  ]);
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
