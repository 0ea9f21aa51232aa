import { BLOOM_VERBS, courseOutlineSchema, generateCourseOutline } from '../src/modules/ai/course-outline';
import { offlineAi } from '../src/modules/ai/offline.provider';

const input = {
  title: 'Algebra Foundations',
  topics: ['Linear equations', 'Inequalities', 'Linear functions'],
};

describe('generateCourseOutline (Bloom)', () => {
  it('is deterministic and valid against its schema', () => {
    const outline = generateCourseOutline(input);
    expect(generateCourseOutline(input)).toEqual(outline);
    expect(courseOutlineSchema.parse(outline)).toEqual(outline);
  });

  it('makes one outcome and module per topic, outcomes rising to the target level', () => {
    const outline = generateCourseOutline({ ...input, targetLevel: 6 });
    expect(outline.learningOutcomes.map((o) => o.cognitiveLevel)).toEqual([2, 4, 6]);
    expect(outline.learningOutcomes[0]!.statement).toBe(
      'Explain linear equations in the context of Algebra Foundations.',
    );
    expect(outline.learningOutcomes[2]!.statement.split(' ')[0]).toBe(BLOOM_VERBS[6][2]);
    expect(outline.modules.map((m) => [m.name, m.outcome])).toEqual([
      ['Linear equations', 0],
      ['Inequalities', 1],
      ['Linear functions', 2],
    ]);
  });

  it("climbs each module's lessons from understanding to its outcome's level with that level's verbs", () => {
    const outline = generateCourseOutline({ ...input, targetLevel: 6, lessonsPerModule: 3 });
    const last = outline.modules[2]!;
    expect(last.lessons.map((l) => l.cognitiveLevel)).toEqual([2, 4, 6]);
    for (const lesson of outline.modules.flatMap((m) => m.lessons))
      expect(BLOOM_VERBS[lesson.cognitiveLevel as 1]).toContain(lesson.name.split(' ')[0]);
  });

  it('falls back to the title when there are no topics, and drops repeats', () => {
    expect(
      generateCourseOutline({ title: 'Chemistry', topics: [' ', ''] }).modules.map((m) => m.name),
    ).toEqual(['Chemistry']);
    expect(generateCourseOutline({ title: 'X', topics: ['Atoms', 'Atoms ', 'atoms'] }).modules).toHaveLength(
      2,
    );
  });

  it('is what the offline provider answers for a structured call', async () => {
    const ai = offlineAi({ query: async () => ({ rows: [] }) } as never);
    const value = await ai.complete({
      messages: [],
      schema: courseOutlineSchema,
      offline: () => generateCourseOutline(input),
    });
    expect(value).toEqual(generateCourseOutline(input));
    await expect(ai.complete({ messages: [], schema: courseOutlineSchema })).rejects.toMatchObject({
      code: 'AI_UNAVAILABLE',
    });
  });
});
