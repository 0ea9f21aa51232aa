import { z } from 'zod';

/*
 * Deterministic course outline from course data and Bloom's taxonomy: the offline answer of course
 * authoring's "generate outcomes, modules and lessons" (call it as
 * `ctx.ai.complete({ messages, schema: courseOutlineSchema, offline: () => generateCourseOutline(input) })`).
 * Same input, same outline: no randomness, no clock.
 */

/** Bloom's levels 1–6 with the verbs an outcome or lesson objective starts with. */
export const BLOOM_VERBS = {
  1: ['Define', 'List', 'Recall'],
  2: ['Explain', 'Describe', 'Summarise'],
  3: ['Apply', 'Solve', 'Use'],
  4: ['Analyse', 'Compare', 'Distinguish'],
  5: ['Evaluate', 'Justify', 'Assess'],
  6: ['Design', 'Create', 'Compose'],
} as const satisfies Record<number, readonly string[]>;

export type BloomLevel = keyof typeof BLOOM_VERBS;

export const courseOutlineSchema = z.object({
  learningOutcomes: z
    .array(z.object({ statement: z.string().min(1), cognitiveLevel: z.number().int().min(1).max(6) }))
    .min(1),
  modules: z
    .array(
      z.object({
        name: z.string().min(1),
        outcome: z.number().int().min(0),
        lessons: z
          .array(
            z.object({
              name: z.string().min(1),
              objective: z.string().min(1),
              cognitiveLevel: z.number().int().min(1).max(6),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

export interface OutlineInput {
  title: string;
  /** The topics to teach, in order (e.g. the course's keywords). */
  topics: string[];
  /** The highest Bloom level the course aims at (academic courses often 3–4, professional 5–6). */
  targetLevel?: BloomLevel;
  lessonsPerModule?: number;
}

const clean = (topic: string) => topic.trim().replace(/\s+/g, ' ');
/** A verb of a level, picked by position so neighbouring items vary but the result is fixed. */
const verb = (level: BloomLevel, index: number) => BLOOM_VERBS[level][index % BLOOM_VERBS[level].length]!;
const lower = (topic: string) =>
  topic === topic.toUpperCase() ? topic : topic.charAt(0).toLowerCase() + topic.slice(1);

/**
 * One outcome and one module per topic, outcomes rising through Bloom's levels towards the target;
 * each module's lessons climb from understanding to the module's outcome level.
 */
export function generateCourseOutline({
  title,
  topics,
  targetLevel = 4,
  lessonsPerModule = 3,
}: OutlineInput): CourseOutline {
  const list = [...new Set(topics.map(clean).filter(Boolean))];
  if (!list.length) list.push(clean(title));
  const levelOf = (i: number): BloomLevel =>
    (list.length === 1
      ? targetLevel
      : Math.round(2 + ((targetLevel - 2) * i) / (list.length - 1))) as BloomLevel;
  return {
    learningOutcomes: list.map((topic, i) => ({
      statement: `${verb(levelOf(i), i)} ${lower(topic)} in the context of ${title}.`,
      cognitiveLevel: levelOf(i),
    })),
    modules: list.map((topic, i) => {
      const top = Math.max(levelOf(i), 2);
      const count = Math.max(1, lessonsPerModule);
      return {
        name: topic.charAt(0).toUpperCase() + topic.slice(1),
        outcome: i,
        lessons: Array.from({ length: count }, (_, j) => {
          const level = (count === 1 ? top : Math.round(2 + ((top - 2) * j) / (count - 1))) as BloomLevel;
          const v = verb(level, i + j);
          return { name: `${v} ${lower(topic)}`, objective: `${v} ${lower(topic)}.`, cognitiveLevel: level };
        }),
      };
    }),
  };
}
