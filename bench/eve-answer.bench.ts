/**
 * Eve's offline answer latency: the 25 hand-written questions of the retrieval test (20 English on
 * Algebra Foundations, 5 Arabic on الكسور والنسب), each answered 4 times (retrieval + composing the
 * cited answer, as POST /chat/askEve does), on a fresh migrated and seeded PGlite. p50 and p95 over
 * the 100 answers, after one warm-up round. A measurement, not a test.
 *
 *   node scripts/pnpm.mjs --filter bench eve-answer
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../api/src/db/database';
import { migrate } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/db/seed/seed-demo';
import { offlineAi } from '../api/src/modules/ai/offline.provider';
import { ALGEBRA, ARABIC_QUESTIONS, ENGLISH_QUESTIONS, FRACTIONS } from '../api/test/eve-questions';

const ROUNDS = 4;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'eve-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database.pool);
    await seedDemo({ database, now: () => new Date(), realtime: { emitToUser: () => undefined } });
    const { rows } = await database.pool.query<{ id: string; seo_txt: string }>(
      'SELECT id, seo_txt FROM courses WHERE seo_txt = ANY($1)',
      [[ALGEBRA, FRACTIONS]],
    );
    const id = (seo: string) => rows.find((r) => r.seo_txt === seo)!.id;
    const questions = [
      ...ENGLISH_QUESTIONS.map(([q]) => [id(ALGEBRA), q, 'en'] as const),
      ...ARABIC_QUESTIONS.map(([q]) => [id(FRACTIONS), q, 'ar'] as const),
    ];
    const ai = offlineAi(database.pool);
    const answer = async ([courseId, question, lang]: (typeof questions)[number]) => {
      const result = await ai.answerQuestion({ courseId, question, lang });
      let text = '';
      for await (const token of result.tokens) text += token;
      return text;
    };
    for (const q of questions) await answer(q);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const q of questions) {
        const began = performance.now();
        await answer(q);
        times.push(performance.now() - began);
      }
    }
    // Baseline, same run and database: one round trip of the cheapest query, as many times.
    const baseline: number[] = [];
    for (let i = 0; i < times.length; i += 1) {
      const began = performance.now();
      await database.pool.query('SELECT 1');
      baseline.push(performance.now() - began);
    }
    const line = (name: string, values: number[]) => {
      values.sort((a, b) => a - b);
      const at = (p: number) =>
        values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
      return `${name}: p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${values.at(-1)!.toFixed(1)} ms`;
    };
    console.log(`Eve offline answers, ${questions.length} questions × ${ROUNDS} (${database.kind})`);
    console.log(line('  answer (retrieval + cited answer)', times));
    console.log(line('  baseline SELECT 1 round trip', baseline));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
