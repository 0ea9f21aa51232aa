import { XMLParser } from 'fast-xml-parser';
import { PackageRefused } from './package-limits';

/** What the viewer needs of a SCORM 1.2 manifest (imsmanifest.xml at the package's root). */
export interface PackageManifest {
  version: string;
  title: string;
  /** The first SCO's page, relative to the package's root, with the item's parameters. */
  launch: string;
}

export const MANIFEST_PATH = 'imsmanifest.xml';

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is Node => typeof v === 'object' && v !== null,
  );
const text = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
};

// Namespace prefixes dropped (adlcp:scormtype → scormtype); no entities expanded (no XXE, no billion laughs).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/**
 * Reads a SCORM 1.2 manifest: the schema version (metadata/schemaversion, or
 * the adlcp 1.2 namespace when a 1.2 manifest leaves its metadata out), the
 * default organization's title and the launch page of its first item that
 * points at a SCO resource (xml:base of resources and resource applied).
 * Refuses (`PackageRefused`) anything else: SCORM 2004, no organization, no SCO.
 */
export function parseManifest(xml: string): PackageManifest {
  let doc: Node;
  try {
    doc = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new PackageRefused('manifest', `imsmanifest.xml is not well-formed: ${String(error)}`);
  }
  const manifest = list(doc.manifest)[0];
  if (!manifest) throw new PackageRefused('manifest', 'no <manifest> element');

  const declared = text(list(manifest.metadata)[0]?.schemaversion);
  // The parser drops xmlns attributes with the prefixes: the 1.2 namespace is looked for in the text.
  const version = declared || (/adlcp_rootv1p2/i.test(xml) ? '1.2' : '');
  if (version !== '1.2') throw new PackageRefused('version', `not SCORM 1.2: ${version || 'no version'}`);

  const organizations = list(manifest.organizations)[0];
  const orgs = list(organizations?.organization);
  const preferred = text(organizations?.['@default']);
  const org = orgs.find((o) => text(o['@identifier']) === preferred) ?? orgs[0];
  if (!org) throw new PackageRefused('manifest', 'no organization');

  const resourcesNode = list(manifest.resources)[0];
  const resources = list(resourcesNode?.resource);
  const isSco = (r: Node) => text(r['@scormtype'] ?? r['@scormType']).toLowerCase() === 'sco';
  for (const item of itemsInOrder(org)) {
    const resource = resources.find((r) => text(r['@identifier']) === text(item['@identifierref']));
    if (!resource || !isSco(resource) || !text(resource['@href'])) continue;
    const base = text(resourcesNode?.['@base']) + text(resource['@base']);
    const parameters = text(item['@parameters']);
    return {
      version,
      title: text(org.title) || text(item.title) || 'SCORM package',
      launch: withParameters(base + text(resource['@href']), parameters),
    };
  }
  throw new PackageRefused('manifest', 'no item launches a SCO');
}

/** An organization's items, depth first (a SCORM 1.2 course tree). */
function itemsInOrder(node: Node): Node[] {
  return list(node.item).flatMap((item) => [item, ...itemsInOrder(item)]);
}

/** The launch page with an item's parameters (`?a=b` or `#x`, joined as SCORM 1.2 CAM 2.3.2.3 says). */
function withParameters(href: string, parameters: string): string {
  if (!parameters) return href;
  const p = parameters.replace(/^[?&]/, '');
  if (parameters.startsWith('#')) return href.includes('#') ? href : href + parameters;
  return href + (href.includes('?') ? '&' : '?') + p;
}

/** The launch path without query or fragment: the entry that must exist in the package. */
export const launchEntry = (launch: string) => decodeURI(launch.split(/[?#]/)[0]!);
