import { z } from 'zod';

// A course's mind map (learner-experience §2 "Mind-map screen", issue 16): a tree of
// named nodes, stored on the course or derived from its outline by the API.

/** One node of a mind map: its id (unique in the map), name, optional description and children. */
export interface MindMapNode {
  id: string;
  name: string;
  description?: string;
  children: MindMapNode[];
}

/**
 * What a mind map may hold: levels (the root is level 1), nodes in all, and text lengths.
 * A map is read whole and drawn whole, so these bound both the answer and the page.
 */
export const MIND_MAP_LIMITS = { depth: 6, nodes: 500, id: 64, name: 200, description: 2000 } as const;

const L = MIND_MAP_LIMITS;

const nodeSchema: z.ZodType<MindMapNode> = z.object({
  id: z.string().trim().min(1, 'validation.mindMap.id').max(L.id, 'validation.mindMap.id'),
  name: z.string().trim().min(1, 'validation.mindMap.name').max(L.name, 'validation.mindMap.name'),
  description: z.string().max(L.description, 'validation.mindMap.description').optional(),
  get children() {
    return z.array(nodeSchema).max(L.nodes, 'validation.mindMap.size');
  },
});

/** The deepest level under `node` (itself 1), the count of its nodes, and whether an id repeats. */
export function mindMapShape(node: MindMapNode): { depth: number; nodes: number; repeatedId: boolean } {
  const seen = new Set<string>();
  let depth = 0;
  let nodes = 0;
  let repeatedId = false;
  // Iterative: a stored map is not trusted to be shallow enough for recursion before it is checked.
  const stack: [MindMapNode, number][] = [[node, 1]];
  while (stack.length) {
    const [current, level] = stack.pop()!;
    depth = Math.max(depth, level);
    nodes += 1;
    if (seen.has(current.id)) repeatedId = true;
    seen.add(current.id);
    for (const child of current.children) stack.push([child, level + 1]);
  }
  return { depth, nodes, repeatedId };
}

/** A whole mind map (its root): the node rules, at most `depth` levels and `nodes` nodes, ids unique. */
export const mindMapSchema = nodeSchema.superRefine((root, ctx) => {
  const shape = mindMapShape(root);
  if (shape.depth > L.depth) ctx.addIssue({ code: 'custom', message: 'validation.mindMap.depth' });
  if (shape.nodes > L.nodes) ctx.addIssue({ code: 'custom', message: 'validation.mindMap.size' });
  if (shape.repeatedId) ctx.addIssue({ code: 'custom', message: 'validation.mindMap.duplicateId' });
});

/**
 * GET /course/mindMap/{courseId}: the course's map, `stored` on the course or derived from
 * its `outline` (outcomes → modules → lessons); null when it has neither.
 */
export const courseMindMapSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  source: z.enum(['stored', 'outline']),
  mindMap: mindMapSchema.nullable(),
});
export type CourseMindMap = z.infer<typeof courseMindMapSchema>;
