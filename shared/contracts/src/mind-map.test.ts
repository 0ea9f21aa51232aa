import { MIND_MAP_LIMITS, type MindMapNode, mindMapSchema, mindMapShape } from './mind-map';

const node = (id: string, children: MindMapNode[] = [], description?: string): MindMapNode => ({
  id,
  name: `Node ${id}`,
  ...(description === undefined ? {} : { description }),
  children,
});
/** A chain of `levels` nodes, each the only child of the one before. */
const chain = (levels: number): MindMapNode =>
  Array.from({ length: levels - 1 }, (_, i) => levels - 1 - i).reduce<MindMapNode>(
    (child, i) => node(`n${i - 1}`, [child]),
    node(`n${levels - 1}`),
  );
const messages = (value: unknown) => {
  const result = mindMapSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('mind map rules', () => {
  it('takes a map within the limits, descriptions optional', () => {
    const map = node('root', [node('a', [node('a1', [], 'The first idea.')]), node('b')], 'The course.');
    expect(messages(map)).toEqual([]);
    expect(mindMapShape(map)).toEqual({ depth: 3, nodes: 4, repeatedId: false });
  });

  it(`refuses more than ${MIND_MAP_LIMITS.depth} levels`, () => {
    expect(messages(chain(MIND_MAP_LIMITS.depth))).toEqual([]);
    expect(messages(chain(MIND_MAP_LIMITS.depth + 1))).toEqual(['validation.mindMap.depth']);
  });

  it(`refuses more than ${MIND_MAP_LIMITS.nodes} nodes in all`, () => {
    const wide = (n: number) =>
      node(
        'root',
        Array.from({ length: n - 1 }, (_, i) => node(`c${i}`)),
      );
    expect(messages(wide(MIND_MAP_LIMITS.nodes))).toEqual([]);
    expect(messages(wide(MIND_MAP_LIMITS.nodes + 1))).toContain('validation.mindMap.size');
  });

  it('refuses an id used twice, empty names and ids, and over-long text', () => {
    expect(messages(node('root', [node('a'), node('a')]))).toEqual(['validation.mindMap.duplicateId']);
    expect(messages({ id: ' ', name: 'x', children: [] })).toEqual(['validation.mindMap.id']);
    expect(messages({ id: 'r', name: '', children: [] })).toEqual(['validation.mindMap.name']);
    expect(messages({ id: 'r', name: 'x'.repeat(MIND_MAP_LIMITS.name + 1), children: [] })).toEqual([
      'validation.mindMap.name',
    ]);
    expect(messages(node('r', [], 'd'.repeat(MIND_MAP_LIMITS.description + 1)))).toEqual([
      'validation.mindMap.description',
    ]);
  });

  it('refuses what is not a tree of nodes', () => {
    expect(messages({ id: 'r', name: 'x' })).not.toEqual([]);
    expect(messages({ id: 'r', name: 'x', children: [{ id: 'c' }] })).not.toEqual([]);
    expect(messages('a map')).not.toEqual([]);
  });
});
