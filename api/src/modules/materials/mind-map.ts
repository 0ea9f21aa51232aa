import { type CourseMindMap, MIND_MAP_LIMITS, type MindMapNode, mindMapSchema } from '@elearn/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { courseDetails, courses, type LearningOutcome, type Module } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** How much of a lesson's first paragraph its node describes it with. */
const LESSON_SUMMARY = 300;

/**
 * `text` cut to `max` characters at a word boundary when it can, with an ellipsis;
 * spaces run together, and line breaks too unless `paragraphs` (a description keeps them).
 */
export function cut(text: string, max: number, paragraphs = false): string {
  const clean = (
    paragraphs ? text.replace(/[^\S\n]+/g, ' ').replace(/\s*\n\s*\n\s*/g, '\n\n') : text.replace(/\s+/g, ' ')
  ).trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

const described = (node: Omit<MindMapNode, 'description'>, description: string | null | undefined) => {
  const text = description ? cut(description, MIND_MAP_LIMITS.description, true) : '';
  return text ? { ...node, description: text } : node;
};

/**
 * The first `max` nodes of `root` in breadth-first order: a course too large to draw
 * whole keeps its upper levels (outcomes and modules) and loses its last lessons.
 */
export function firstNodes(root: MindMapNode, max: number): MindMapNode {
  const copy: MindMapNode = { ...root, children: [] };
  let kept = 1;
  const queue: [MindMapNode, MindMapNode][] = [[root, copy]];
  while (queue.length) {
    const [from, into] = queue.shift()!;
    for (const child of from.children) {
      if (kept >= max) return copy;
      const made: MindMapNode = { ...child, children: [] };
      into.children.push(made);
      kept += 1;
      queue.push([child, made]);
    }
  }
  return copy;
}

/**
 * A course's mind map from its outline: the course, its learning outcomes, each
 * outcome's modules, each module's lessons (a module of no known outcome hangs
 * from the course). Names are the outline's own, cut to the name limit (a cut
 * outcome statement is whole in the description); a lesson is described by the
 * start of its teaching text. Null when the outline is empty.
 */
export function mindMapFromOutline(course: {
  id: string;
  title: string;
  description: string | null;
  learningOutcomes: LearningOutcome[];
  modules: Module[];
}): MindMapNode | null {
  const { learningOutcomes, modules } = course;
  if (!learningOutcomes.length && !modules.length) return null;
  const name = (text: string) => cut(text, MIND_MAP_LIMITS.name);
  const moduleNode = (module: Module): MindMapNode => ({
    id: module.id,
    name: name(module.name),
    children: [...module.lessons]
      .sort((a, b) => a.number - b.number)
      .map((lesson) =>
        described(
          { id: lesson.id, name: name(lesson.name), children: [] },
          cut(lesson.content.split(/\n\s*\n/)[0] ?? '', LESSON_SUMMARY),
        ),
      ),
  });
  const ordered = [...modules].sort((a, b) => a.number - b.number);
  const outcomeIds = new Set(learningOutcomes.map((o) => o.id));
  const root = described(
    {
      id: course.id,
      name: name(course.title),
      children: [
        ...learningOutcomes.map((outcome) =>
          described(
            {
              id: outcome.id,
              name: name(outcome.statement),
              children: ordered.filter((m) => m.learningOutcomeId === outcome.id).map(moduleNode),
            },
            [name(outcome.statement) === outcome.statement.trim() ? '' : outcome.statement, outcome.scope]
              .filter(Boolean)
              .join('\n\n'),
          ),
        ),
        ...ordered.filter((m) => !outcomeIds.has(m.learningOutcomeId)).map(moduleNode),
      ],
    },
    course.description,
  );
  return firstNodes(root, MIND_MAP_LIMITS.nodes);
}

/**
 * GET /course/mindMap/{courseId} (the course resolved and its access checked by the
 * route): the stored map when it passes the contract's rules, else the one of the
 * outline. A stored map that fails them is logged and not shown.
 */
export async function courseMindMap(
  db: Queryable,
  courseId: string,
  log: FastifyBaseLogger,
): Promise<CourseMindMap> {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      mindMap: courses.mindMap,
      learningOutcomes: courseDetails.learningOutcomes,
      modules: courseDetails.modules,
    })
    .from(courses)
    .leftJoin(courseDetails, eq(courseDetails.courseId, courses.id))
    .where(eq(courses.id, courseId));
  // Deleted between the access check and this read.
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
  const base = { courseId: row.id, title: row.title };
  if (row.mindMap !== null) {
    const stored = safeParse(row.mindMap);
    if (stored.success) return { ...base, source: 'stored', mindMap: stored.data };
    log.warn({ courseId, issues: stored.issues }, 'stored mind map breaks the rules: the outline is shown');
  }
  return {
    ...base,
    source: 'outline',
    mindMap: mindMapFromOutline({
      ...row,
      learningOutcomes: row.learningOutcomes ?? [],
      modules: row.modules ?? [],
    }),
  };
}

/** The contract's check of a stored value; a map nested past the stack's depth fails too. */
function safeParse(value: unknown) {
  try {
    const result = mindMapSchema.safeParse(value);
    return result.success
      ? { success: true as const, data: result.data }
      : { success: false as const, issues: result.error.issues.slice(0, 5).map((i) => i.message) };
  } catch {
    return { success: false as const, issues: ['too deep to read'] };
  }
}
