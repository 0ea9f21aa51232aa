import type { Citation } from './ai.provider';
import { answerStrings } from './answer-strings';
import type { Passage } from './retrieval';

/** Related passages count when they rank at least this share of the best one (lower let in passages sharing only a common word). */
const RELATED_SHARE = 0.75;
const MAX_CITATIONS = 3;

/** The study page of a lesson (engineer P's route). */
export const lessonHref = (
  lang: string,
  courseId: string,
  p: Pick<Passage, 'learningOutcomeId' | 'moduleId' | 'lessonId'>,
) =>
  `/${lang}/dashboard/study/${courseId}/${encodeURIComponent(p.learningOutcomeId)}/${encodeURIComponent(p.moduleId)}/${encodeURIComponent(p.lessonId)}`;

/** The passages an answer quotes: the best, then the best of other lessons close to it in rank. */
export function citationsOf(passages: Passage[], courseId: string, lang: string): Citation[] {
  const best = passages[0];
  if (!best) return [];
  const chosen: Passage[] = [best];
  for (const p of passages.slice(1)) {
    if (chosen.length >= MAX_CITATIONS) break;
    if (p.rank < best.rank * RELATED_SHARE) break;
    if (!chosen.some((c) => c.lessonId === p.lessonId)) chosen.push(p);
  }
  return chosen.map((p) => ({
    lessonId: p.lessonId,
    lessonName: p.lessonName,
    learningOutcomeId: p.learningOutcomeId,
    moduleId: p.moduleId,
    href: lessonHref(lang, courseId, p),
    quote: p.body.trim(),
  }));
}

/** Markdown: a blockquote keeps the lesson's words apart from Eve's. Escapes what Markdown would read as syntax. */
const quoteLines = (text: string) =>
  text
    .replace(/([\\`*_[\]<>#])/g, '\\$1')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
export const linkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');

/**
 * The offline answer: the course's own words, quoted and cited with a link to each lesson, or a
 * plain statement that the course does not cover it (Eve never answers outside the course silently).
 */
export function composeAnswer(citations: Citation[], lang: string, courseHasLessons = true): string {
  const s = answerStrings(lang);
  if (!citations.length) return courseHasLessons ? s.notFound : s.noContent;
  const [first, ...rest] = citations;
  const parts = [
    s.intro,
    '',
    quoteLines(first!.quote),
    '',
    `${s.source} [${linkText(first!.lessonName)}](${first!.href})`,
  ];
  if (rest.length) {
    parts.push('', s.more);
    for (const c of rest)
      parts.push('', quoteLines(c.quote), '', `${s.source} [${linkText(c.lessonName)}](${c.href})`);
  }
  return parts.join('\n');
}
