/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRemotes } from '../src/registry/remote-config';

// Runs the real deploy and rollback commands against a scratch workspace and
// deploy folder, then reads remotes.json the way the shell does.
const SCRIPTS = join(__dirname, '../../scripts');
let work: string;
const deployDir = () => join(work, 'deploy');

function build(name: string, routes: object[], { spa = true, entry = 'v1' } = {}) {
  const dist = join(work, 'apps', name, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(work, 'apps', name, 'package.json'), JSON.stringify({ name, version: '1.0.0' }));
  const exposes = spa ? [{ path: './spa', name: 'spa' }] : [];
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes };
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'remoteEntry.js'), `/* ${entry} */`);
  writeFileSync(join(dist, 'routes.json'), JSON.stringify({ name, regions: [], routes }));
  return dist;
}

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [join(SCRIPTS, script), ...args], {
    env: { ...process.env, DEPLOY_DIR: deployDir(), APPS_DIR: join(work, 'apps') },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout + result.stderr };
}
const deploy = (name: string) => run('deploy-remote.mjs', name, '--no-build');
const rollback = (...args: string[]) => run('rollback-remote.mjs', ...args);

/** What the shell would load: its own parser over the served remotes.json. */
const served = () => parseRemotes(JSON.parse(readFileSync(join(deployDir(), 'remotes.json'), 'utf8')));
const liveVersion = (name: string) => served().find((r) => r.name === name)?.version;
const kept = (name: string) =>
  readdirSync(join(deployDir(), 'remotes', name)).filter((f) => f !== 'versions.json');

const demo = { id: 'demo', path: '/demo', auth: 'any' };
const demoItem = { id: 'demo-item', path: '/demo/:id', auth: 'required' };

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'elearn-deploy-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('deploy and rollback', () => {
  it('deploys, keeps versions, rolls back to the previous one and to a named one', () => {
    build('mf-demo', [demo], { entry: 'one' });
    const first = deploy('mf-demo');
    expect(first.code).toBe(0);
    const v1 = liveVersion('mf-demo')!;
    expect(first.out).toContain(`mf-demo: (not deployed) → ${v1}`);
    expect(first.out).toContain('routes added: /demo');

    build('mf-demo', [demo, demoItem], { entry: 'two' });
    const second = deploy('mf-demo');
    const v2 = liveVersion('mf-demo')!;
    expect(v2).not.toBe(v1);
    expect(second.out).toContain(`mf-demo: ${v1} → ${v2}`);
    expect(second.out).toContain('routes added: /demo/:id');

    const back = rollback('mf-demo');
    expect(back.code).toBe(0);
    expect(back.out).toContain(`mf-demo: ${v2} → ${v1}`);
    expect(back.out).toContain('routes removed: /demo/:id');
    const [entry] = served();
    expect(entry).toMatchObject({
      version: v1,
      manifest: `/remotes/mf-demo/${v1}/mf-manifest.json`,
      routes: [{ id: 'demo', path: '/demo', auth: 'any' }],
    });

    expect(rollback('mf-demo', v2).out).toContain(`mf-demo: ${v1} → ${v2}`);
    expect(liveVersion('mf-demo')).toBe(v2);
  });

  it('keeps the last three versions', () => {
    for (const entry of ['a', 'b', 'c', 'd']) {
      build('mf-demo', [demo], { entry });
      expect(deploy('mf-demo').code).toBe(0);
    }
    expect(kept('mf-demo')).toHaveLength(3);
    expect(kept('mf-demo')).toContain(liveVersion('mf-demo'));
  });

  it('refuses a rollback with nothing to go back to, or to a version not kept', () => {
    build('mf-demo', [demo]);
    deploy('mf-demo');
    const live = liveVersion('mf-demo');
    expect(rollback('mf-demo')).toMatchObject({ code: 1, out: expect.stringContaining('no version before') });
    expect(rollback('mf-demo', '9.9.9-nope')).toMatchObject({
      code: 1,
      out: expect.stringContaining('is not kept'),
    });
    expect(rollback('mf-absent').out).toContain('mf-absent is not deployed');
    expect(liveVersion('mf-demo')).toBe(live);
  });

  it('refuses a manifest that does not load, and changes nothing', () => {
    build('mf-demo', [demo]);
    deploy('mf-demo');
    const before = readFileSync(join(deployDir(), 'remotes.json'), 'utf8');

    const dist = build('mf-demo', [demo], { spa: false, entry: 'no-spa' });
    expect(deploy('mf-demo')).toMatchObject({
      code: 1,
      out: expect.stringContaining('does not expose ./spa'),
    });
    writeFileSync(join(dist, 'mf-manifest.json'), '{ not json');
    expect(deploy('mf-demo')).toMatchObject({ code: 1, out: expect.stringContaining('is not valid JSON') });
    rmSync(join(dist, 'mf-manifest.json'));
    expect(deploy('mf-demo')).toMatchObject({
      code: 1,
      out: expect.stringContaining('mf-manifest.json is missing'),
    });

    expect(readFileSync(join(deployDir(), 'remotes.json'), 'utf8')).toBe(before);
    expect(kept('mf-demo')).toHaveLength(1);
  });

  it('refuses routes that overlap another remote, or lack an id, with a clear message', () => {
    build('mf-demo', [demo, demoItem]);
    deploy('mf-demo');
    build('mf-other', [{ id: 'other', path: '/demo/:slug', auth: 'any' }]);
    const clash = deploy('mf-other');
    expect(clash.code).toBe(1);
    expect(clash.out).toContain(`mf-other: route "/demo/:slug" overlaps mf-demo's route "/demo/:id"`);
    expect(served().map((r) => r.name)).toEqual(['mf-demo']);
    expect(readdirSync(join(deployDir(), 'remotes', 'mf-other'))).toEqual([]);

    build('mf-other', [{ path: '/other', auth: 'any' }]);
    expect(deploy('mf-other').out).toContain('route "/other" needs an id');

    build('mf-other', [{ id: 'other', path: '/demo/:slug/forum', auth: 'any' }]);
    expect(deploy('mf-other').code).toBe(0);
    expect(served().map((r) => r.name)).toEqual(['mf-demo', 'mf-other']);
  });

  it('refuses an entry the shell would skip at page load: a malformed menu, a menu link with parameters', () => {
    const label = { en: 'Demo', ar: 'تجربة', fr: 'Démo' };
    build('mf-demo', [{ ...demo, menu: { places: ['nav'], order: 20, label } }]);
    const missing = deploy('mf-demo');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('mf-demo: routes: route /demo: menu label misses de');
    build('mf-demo', [
      { ...demoItem, menu: { places: ['nav'], order: 20, label: { ...label, de: 'Demo' } } },
    ]);
    expect(deploy('mf-demo').out).toContain('a menu link needs a path without parameters');
    expect(readdirSync(join(deployDir(), 'remotes', 'mf-demo'))).toEqual([]);

    build('mf-demo', [{ ...demo, menu: { places: ['nav'], order: 20, label: { ...label, de: 'Demo' } } }]);
    expect(deploy('mf-demo').code).toBe(0);
    expect(served()[0]?.routes[0]?.menu?.label.de).toBe('Demo');
  });
});
