import { createHash } from 'node:crypto';
import type { AiLesson, AiModule, AiOutcome, GeneralCourseInfo } from '@elearn/contracts';
import { BLOOM_VERBS, type BloomLevel, generateCourseOutline } from '../ai/course-outline';

/*
 * The wizard's offline AI answers (authoring §7): outcomes, modules and lessons
 * derived from what the author typed (title, keywords, audiences, the outcome's
 * own words, the prompt) with Bloom's verbs. Same input, same answer: ids are
 * hashes of where and what an item is, not random.
 */

const LEVEL_NAMES: Record<BloomLevel, string> = {
  1: 'Remembering',
  2: 'Understanding',
  3: 'Applying',
  4: 'Analysing',
  5: 'Evaluating',
  6: 'Creating',
};
const ALL_VERBS = Object.values(BLOOM_VERBS).flat() as string[];

const idOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
const clean = (text: string) => text.trim().replace(/\s+/g, ' ');
const lower = (text: string) =>
  text === text.toUpperCase() ? text : text.charAt(0).toLowerCase() + text.slice(1);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const noStop = (text: string) => text.replace(/[.!?]+$/, '');

/** The course's highest Bloom level: academic courses aim at analysis, professional ones at creation. */
const targetOf = (info: GeneralCourseInfo): BloomLevel => (info.type === 'professional' ? 6 : 4);

/** Who the course is for, in words ("Grade 9 students"), or null. */
function learnersOf(info: GeneralCourseInfo): string | null {
  const names = info.audiences.flatMap((a) =>
    a.intendedLearners.length ? a.intendedLearners : [a.category],
  );
  const list = [...new Set(names.map(clean).filter(Boolean))];
  if (info.gradeLevel) list.push(clean(info.gradeLevel));
  return list.length ? list.join(', ') : null;
}

/** The subject of an outcome statement: without its leading Bloom verb and its "in the context of" tail. */
export function topicOf(statement: string): string {
  let topic = noStop(clean(statement)).replace(/ in the context of .*$/i, '');
  const first = topic.split(' ')[0] ?? '';
  if (ALL_VERBS.includes(capital(first))) topic = topic.slice(first.length).trim();
  return topic || clean(statement);
}

/** The Bloom level an outcome's statement starts at (its verb), else the course's target. */
function levelOfStatement(statement: string, fallback: BloomLevel): BloomLevel {
  const first = capital(clean(statement).split(' ')[0] ?? '');
  for (const [level, verbs] of Object.entries(BLOOM_VERBS))
    if ((verbs as readonly string[]).includes(first)) return Number(level) as BloomLevel;
  return fallback;
}

/** The lessons of one topic, climbing Bloom's levels up to `level`. */
function lessonsOf(title: string, topic: string, level: BloomLevel, at: string): AiLesson[] {
  const outline = generateCourseOutline({ title, topics: [topic], targetLevel: level, lessonsPerModule: 3 });
  return outline.modules[0]!.lessons.map((lesson) => ({
    tempId: idOf(at, lesson.name),
    name: capital(lesson.name),
    learningOutcomes: [capital(lesson.objective)],
  }));
}

/**
 * POST /ai/generateLearningOutcomes offline: the outcomes already there, then
 * one per keyword (and the prompt, read as one more topic) that none covers.
 */
export function generateOutcomes(info: GeneralCourseInfo, current: AiOutcome[], prompt = ''): AiOutcome[] {
  const kept = current.filter((o) => clean(o.statement));
  const covered = kept.map((o) => o.statement.toLowerCase());
  const topics = [...info.keywords, ...(clean(prompt) ? [clean(prompt)] : [])].filter(
    (topic) => clean(topic) && !covered.some((s) => s.includes(clean(topic).toLowerCase())),
  );
  if (!topics.length && kept.length) return kept;
  const outline = generateCourseOutline({ title: clean(info.title), topics, targetLevel: targetOf(info) });
  const learners = learnersOf(info);
  const made = outline.learningOutcomes.map((outcome, i): AiOutcome => {
    const topic = outline.modules[i]!.name;
    const at = idOf('outcome', info.title, outcome.statement);
    return {
      tempId: at,
      statement: outcome.statement,
      scope: learners ? `${topic} for ${learners}.` : `${topic} within ${clean(info.title)}.`,
      domain: `Cognitive: ${LEVEL_NAMES[outcome.cognitiveLevel as BloomLevel]}`,
      performanceCriteria: outline.modules[i]!.lessons.map((lesson) => ({
        tempId: idOf(at, lesson.objective),
        description: `The learner can ${lower(noStop(lesson.objective))}.`,
      })),
    };
  });
  return [...kept, ...made];
}

/** POST /ai/enhanceLearningOutcome offline: a verb-led statement, the prompt's focus in scope and criteria. */
export function enhanceOutcome(info: GeneralCourseInfo, outcome: AiOutcome, prompt: string): AiOutcome {
  const focus = noStop(clean(prompt));
  const level = levelOfStatement(outcome.statement, targetOf(info));
  const verb = BLOOM_VERBS[level][0];
  const statement =
    clean(outcome.statement) || `${verb} ${lower(focus)} in the context of ${clean(info.title)}.`;
  const verbLed = ALL_VERBS.includes(capital(statement.split(' ')[0] ?? ''));
  const criteria = outcome.performanceCriteria.filter((c) => clean(c.description));
  const added = `The learner can ${lower(verb)} ${lower(focus)}.`;
  if (!criteria.some((c) => c.description === added))
    criteria.push({ tempId: idOf(outcome.tempId, added), description: added });
  return {
    ...outcome,
    statement: verbLed ? statement : `${verb} ${lower(statement)}`,
    scope: clean(outcome.scope)
      ? `${noStop(clean(outcome.scope))}, with a focus on ${lower(focus)}.`
      : `${capital(focus)}.`,
    domain: clean(outcome.domain) || `Cognitive: ${LEVEL_NAMES[level]}`,
    performanceCriteria: criteria,
  };
}

/** One outcome's modules: one per performance criterion (else one for the statement), three lessons each. */
export function modulesForOutcome(info: GeneralCourseInfo, outcome: AiOutcome, prompt = ''): AiModule[] {
  const level = levelOfStatement(outcome.statement, targetOf(info));
  const criteria = outcome.performanceCriteria.map((c) => clean(c.description)).filter(Boolean);
  const topics = (criteria.length ? criteria : [outcome.statement]).map((text) =>
    topicOf(text.replace(/^The learner can /i, '')),
  );
  if (clean(prompt)) topics.push(noStop(clean(prompt)));
  return [...new Set(topics)].map((topic) => {
    const at = idOf('module', outcome.tempId, topic);
    return { tempId: at, name: capital(topic), lessons: lessonsOf(clean(info.title), topic, level, at) };
  });
}

/** POST /ai/generateModules offline: every outcome without modules gets its own; those with modules keep them. */
export function generateModules(
  info: GeneralCourseInfo,
  outcomes: AiOutcome[],
  current: { learningOutcomeId: string; modules: AiModule[] }[] = [],
  prompt = '',
) {
  return outcomes.map((outcome) => {
    const existing = current.find((c) => c.learningOutcomeId === outcome.tempId)?.modules ?? [];
    return {
      learningOutcomeId: outcome.tempId,
      modules: existing.length ? existing : modulesForOutcome(info, outcome, prompt),
    };
  });
}

/** POST /ai/enhanceLesson offline: a name if missing, its outcomes filled, one more for the prompt. */
export function enhanceLesson(
  info: GeneralCourseInfo,
  outcome: AiOutcome,
  lesson: AiLesson,
  others: AiLesson[],
  prompt: string,
): AiLesson {
  const level = levelOfStatement(outcome.statement, targetOf(info));
  const focus = noStop(clean(prompt));
  const taken = new Set(others.map((o) => clean(o.name).toLowerCase()));
  let name = clean(lesson.name) || `${BLOOM_VERBS[level][0]} ${lower(topicOf(outcome.statement))}`;
  if (taken.has(name.toLowerCase())) name = `${name}: ${focus}`;
  const outcomes = lesson.learningOutcomes.map(clean).filter(Boolean);
  const added = `${BLOOM_VERBS[level][1]} ${lower(focus)} in ${lower(noStop(name))}.`;
  if (focus && !outcomes.includes(added)) outcomes.push(added);
  if (!outcomes.length) outcomes.push(`${capital(noStop(name))}.`);
  return { ...lesson, name, learningOutcomes: outcomes };
}

/** POST /ai/enhanceModule offline: each lesson enhanced, plus a lesson on the prompt when none covers it. */
export function enhanceModule(
  info: GeneralCourseInfo,
  outcome: AiOutcome,
  module: AiModule,
  prompt: string,
): AiModule {
  const focus = noStop(clean(prompt));
  const name = clean(module.name) || capital(topicOf(outcome.statement));
  const lessons = module.lessons.map((lesson, i) =>
    enhanceLesson(
      info,
      outcome,
      lesson,
      module.lessons.filter((_, j) => j !== i),
      prompt,
    ),
  );
  if (focus && !lessons.some((l) => l.name.toLowerCase().includes(focus.toLowerCase()))) {
    const level = levelOfStatement(outcome.statement, targetOf(info));
    lessons.push(...lessonsOf(clean(info.title), focus, level, idOf(module.tempId, focus)).slice(-1));
  }
  if (!lessons.length) lessons.push(...lessonsOf(clean(info.title), name, targetOf(info), module.tempId));
  return { ...module, name, lessons };
}

/** POST /ai/enhanceLOModules offline: each module enhanced, or new ones when the outcome has none. */
export function enhanceOutcomeModules(
  info: GeneralCourseInfo,
  outcome: AiOutcome,
  modules: AiModule[],
  prompt: string,
) {
  return modules.length
    ? modules.map((module) => enhanceModule(info, outcome, module, prompt))
    : modulesForOutcome(info, outcome, prompt);
}
