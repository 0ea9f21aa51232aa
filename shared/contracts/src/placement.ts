// Placement test configuration (learner-experience §3 "Placement config", §5, §9). Zod-free:
// the dialog validates with it and the API generates with the same rules.

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const QUESTION_TYPES = ['mcq', 'tf', 'essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Bloom's levels 1 Remember … 6 Create. */
export const COGNITIVE_LEVELS = ['Remember', 'Understand', 'Apply', 'Analyze', 'Evaluate', 'Create'] as const;
export type CognitiveLevelName = (typeof COGNITIVE_LEVELS)[number];

export interface PlacementConfig {
  difficulty: Record<Difficulty, number>;
  typeDist: Record<QuestionType, number>;
  mode: 'count' | 'time';
  /** Questions in count mode. */
  count: number;
  /** Minutes in time mode. */
  time: number;
  /** 1-based Bloom's levels to draw from. */
  cognitiveLevels: number[];
  /** Ids inside the course content; an empty list means "all of them". */
  selectedScope: { learningOutcomes: string[]; modules: string[]; lessons: string[] };
}

/** The spec's defaults (§9). */
export const PLACEMENT_DEFAULTS: PlacementConfig = {
  difficulty: { easy: 30, medium: 60, hard: 10 },
  typeDist: { mcq: 70, tf: 20, essay: 10 },
  mode: 'count',
  count: 20,
  time: 30,
  cognitiveLevels: [1, 2, 3, 4, 5, 6],
  selectedScope: { learningOutcomes: [], modules: [], lessons: [] },
};

/** A time-mode test holds at most one question a minute (and never more than this). */
export const MAX_PLACEMENT_QUESTIONS = 100;

export type PlacementProblem =
  | { key: 'difficultyTotal'; total: number }
  | { key: 'typeTotal'; total: number }
  | { key: 'countMin' }
  | { key: 'timeMin' }
  | { key: 'percentRange' }
  | { key: 'cognitiveRequired' };

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

/**
 * What is wrong with a configuration, in the order the dialog shows it. The
 * two totals' English texts are the spec's, word for word (placementMessage).
 */
export function placementProblems(config: PlacementConfig): PlacementProblem[] {
  const problems: PlacementProblem[] = [];
  const percents = [...Object.values(config.difficulty), ...Object.values(config.typeDist)];
  if (percents.some((p) => !Number.isInteger(p) || p < 0 || p > 100)) problems.push({ key: 'percentRange' });
  const difficultyTotal = sum(config.difficulty);
  if (difficultyTotal !== 100) problems.push({ key: 'difficultyTotal', total: difficultyTotal });
  const typeTotal = sum(config.typeDist);
  if (typeTotal !== 100) problems.push({ key: 'typeTotal', total: typeTotal });
  if (config.mode === 'count' && !(Number.isInteger(config.count) && config.count >= 1))
    problems.push({ key: 'countMin' });
  if (config.mode === 'time' && !(Number.isInteger(config.time) && config.time >= 1))
    problems.push({ key: 'timeMin' });
  if (config.cognitiveLevels.length === 0) problems.push({ key: 'cognitiveRequired' });
  return problems;
}

/** The English text of a problem (the API's 422 message; the browser translates by key). */
export function placementMessage(problem: PlacementProblem): string {
  switch (problem.key) {
    case 'difficultyTotal':
      return `Total difficulty percentage is ${problem.total}%. It must equal 100%.`;
    case 'typeTotal':
      return `Total question-type percentage is ${problem.total}%. It must equal 100%.`;
    case 'countMin':
      return 'The number of questions must be at least 1.';
    case 'timeMin':
      return 'The time must be at least 1 minute.';
    case 'percentRange':
      return 'Each percentage must be a whole number from 0 to 100.';
    case 'cognitiveRequired':
      return 'Choose at least one cognitive level.';
  }
}

/** How many questions a configuration asks for. */
export const requestedQuestions = (config: PlacementConfig) =>
  Math.min(MAX_PLACEMENT_QUESTIONS, config.mode === 'count' ? config.count : config.time);

/**
 * Splits `total` into whole parts proportional to `weights` (largest-remainder
 * / Hamilton method): floors first, then one more to the largest remainders,
 * ties to the earlier part. The parts always sum to `total` when a weight is positive.
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / weightSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** One cell of the difficulty × type grid. */
export interface PlacementCell {
  difficultyLevel: 1 | 2 | 3;
  type: QuestionType;
  target: number;
}

/**
 * How many questions of each difficulty and type to draw: the joint shares
 * (difficulty% × type%) rounded by largest remainder, so both distributions
 * hold as closely as whole questions allow.
 */
export function placementTargets(config: PlacementConfig): PlacementCell[] {
  const cells: Omit<PlacementCell, 'target'>[] = [];
  for (let d = 0; d < DIFFICULTIES.length; d += 1)
    for (const type of QUESTION_TYPES) cells.push({ difficultyLevel: (d + 1) as 1 | 2 | 3, type });
  const weights = cells.map(
    (c) => config.difficulty[DIFFICULTIES[c.difficultyLevel - 1]!] * config.typeDist[c.type],
  );
  const targets = largestRemainder(requestedQuestions(config), weights);
  return cells.map((c, i) => ({ ...c, target: targets[i]! }));
}
