import { demoPackageFiles } from '../src/modules/materials/scorm/demo-package';
import {
  checkEntryHeader,
  entryPathProblem,
  inflationGuard,
  isPlainEntry,
} from '../src/modules/materials/scorm/package-entries';
import { withRuntime } from '../src/modules/materials/scorm/package-launch-html';
import { PACKAGE_LIMITS, PackageRefused } from '../src/modules/materials/scorm/package-limits';
import { launchEntry, parseManifest } from '../src/modules/materials/scorm/package-manifest';

describe('entry paths', () => {
  it.each([
    ['content/index.html', null],
    ['content/', null],
    ['Shared Files/Logo Big.PNG', null],
    ['../x', 'traversal'],
    ['a/../../x', 'traversal'],
    ['a/./x', 'traversal'],
    ['/etc/passwd', 'absolute'],
    ['C:/x', 'absolute'],
    ['c:x', 'absolute'],
    ['a\\..\\x', 'backslash'],
    ['a//x', 'empty'],
    ['a\u0000.html', 'control'],
    ['', 'length'],
    ['x'.repeat(401), 'length'],
  ])('%j → %s', (path, problem) => {
    expect(entryPathProblem(path)).toBe(problem);
  });

  it('takes plain files and directories, refuses symlinks, devices and fifos', () => {
    expect(isPlainEntry(0)).toBe(true);
    expect(isPlainEntry(0o100644 * 0x10000)).toBe(true);
    expect(isPlainEntry(0o040755 * 0x10000)).toBe(true);
    expect(isPlainEntry(0o120777 * 0x10000)).toBe(false);
    expect(isPlainEntry(0o020644 * 0x10000)).toBe(false);
    expect(isPlainEntry(0o010644 * 0x10000)).toBe(false);
  });

  it('refuses encrypted entries and declared sizes past the limit', () => {
    const entry = { path: 'a.html', externalFileAttributes: 0, encrypted: false, uncompressedSize: 10 };
    expect(() => checkEntryHeader(entry)).not.toThrow();
    expect(() => checkEntryHeader({ ...entry, encrypted: true })).toThrow(PackageRefused);
    expect(() => checkEntryHeader({ ...entry, uncompressedSize: PACKAGE_LIMITS.maxEntryBytes + 1 })).toThrow(
      /too large/,
    );
  });
});

describe('inflation guard', () => {
  const MB = 1024 * 1024;
  it('lets a highly compressible small file through, refuses one past 100:1 once above 1 MiB', () => {
    const small = inflationGuard('a', 100, () => 0);
    expect(() => small(900 * 1024)).not.toThrow();
    const bomb = inflationGuard('b', 10_000, () => 0);
    expect(() => bomb(MB)).not.toThrow();
    expect(() => bomb(MB)).toThrow(/ratio/);
  });

  it('counts the package’s total and one entry’s size from the bytes themselves', () => {
    const nearlyFull = inflationGuard('c', 100 * MB, () => PACKAGE_LIMITS.maxTotalBytes - 10);
    expect(() => nearlyFull(11)).toThrow(/package too large/);
    const big = inflationGuard('d', 100 * MB, () => 0);
    expect(() => big(PACKAGE_LIMITS.maxEntryBytes + 1)).toThrow(/entry too large/);
  });
});

describe('imsmanifest.xml', () => {
  const demo = demoPackageFiles()['imsmanifest.xml']!;

  it('reads the version, the default organization’s title and the first SCO’s launch page', () => {
    expect(parseManifest(demo)).toEqual({
      version: '1.2',
      title: 'Equations check-up',
      launch: 'content/index.html',
    });
  });

  it('applies xml:base and item parameters, and skips items of assets', () => {
    const xml = `<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2" xmlns:xml="http://www.w3.org/XML/1998/namespace">
      <organizations default="b">
        <organization identifier="a"><title>A</title><item identifier="i0" identifierref="r1"/></organization>
        <organization identifier="b"><title>Course B</title>
          <item identifier="i1" identifierref="asset"/>
          <item identifier="i2"><item identifier="i3" identifierref="r1" parameters="?page=2"/></item>
        </organization>
      </organizations>
      <resources xml:base="sco/">
        <resource identifier="asset" adlcp:scormtype="asset" href="logo.png"/>
        <resource identifier="r1" adlcp:scormType="sco" xml:base="one/" href="start.html?lang=en"/>
      </resources>
    </manifest>`;
    expect(parseManifest(xml)).toEqual({
      version: '1.2',
      title: 'Course B',
      launch: 'sco/one/start.html?lang=en&page=2',
    });
    expect(launchEntry('sco/one/start%20page.html?lang=en#top')).toBe('sco/one/start page.html');
  });

  it.each([
    ['not XML', '<manifest><unclosed></manifest>', 'manifest'],
    ['no manifest element', '<package/>', 'manifest'],
    ['SCORM 2004', demo.replace('<schemaversion>1.2', '<schemaversion>2004 3rd Edition'), 'version'],
    ['no version at all', '<manifest><organizations/></manifest>', 'version'],
    ['no SCO', demo.replace('adlcp:scormtype="sco"', 'adlcp:scormtype="asset"'), 'manifest'],
    [
      'no organization',
      demo.replace(/<organizations[\s\S]*<\/organizations>/, '<organizations/>'),
      'manifest',
    ],
  ])('refuses %s', (_name, xml, problem) => {
    try {
      parseManifest(xml);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(PackageRefused);
      expect((error as PackageRefused).problem).toBe(problem);
    }
  });

  it('refuses external entities and expands none (no XXE, no billion laughs)', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]>${demo
      .replace(/^<\?xml[^>]*>/, '')
      .replace('<title>Equations check-up</title>', '<title>&x;</title>')}`;
    expect(() => parseManifest(xml)).toThrow(PackageRefused);
    const internal = demo.replace('<manifest ', '<!DOCTYPE manifest [<!ENTITY a "aaaaaaaaaa">]><manifest ');
    expect(parseManifest(internal.replace('Equations check-up</title>', '&a;&a;</title>')).title).toBe(
      '&a;&a;',
    );
  });
});

describe('launch page', () => {
  it('puts the boot data and the runtime first in the head, as inert ASCII JSON', () => {
    const page = Buffer.from(
      '<!DOCTYPE html><html><head><title>é</title></head><body></body></html>',
      'utf8',
    );
    const out = withRuntime(page, { cmi: { suspend_data: '</script><script>alert(1)</script>é' } }).toString(
      'utf8',
    );
    expect(out).toMatch(
      /^<!DOCTYPE html><html><head><script type="application\/json" id="elearn-scorm">\{.*\}<\/script><script src="\/api\/course\/package-runtime.js"><\/script><title>é<\/title>/,
    );
    expect(out).not.toContain('</script><script>alert');
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('works on a page without a head', () => {
    const out = withRuntime(Buffer.from('<p>hi</p>'), {}).toString();
    expect(out.startsWith('<script type="application/json"')).toBe(true);
    expect(out.endsWith('<p>hi</p>')).toBe(true);
  });
});
