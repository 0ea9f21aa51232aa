import {
  largestRemainder,
  PLACEMENT_DEFAULTS,
  type PlacementConfig,
  placementMessage,
  placementProblems,
  placementTargets,
} from './placement';

const config = (patch: Partial<PlacementConfig>): PlacementConfig => ({ ...PLACEMENT_DEFAULTS, ...patch });

describe('placementProblems', () => {
  it('accepts the spec defaults', () => {
    expect(placementProblems(PLACEMENT_DEFAULTS)).toEqual([]);
  });

  it('names both wrong totals with the exact spec messages', () => {
    const problems = placementProblems(
      config({ difficulty: { easy: 30, medium: 60, hard: 20 }, typeDist: { mcq: 50, tf: 20, essay: 10 } }),
    );
    expect(problems.map(placementMessage)).toEqual([
      'Total difficulty percentage is 110%. It must equal 100%.',
      'Total question-type percentage is 80%. It must equal 100%.',
    ]);
  });

  it('needs at least one question in count mode and one minute in time mode', () => {
    expect(placementProblems(config({ count: 0 }))).toEqual([{ key: 'countMin' }]);
    expect(placementProblems(config({ mode: 'time', time: 0 }))).toEqual([{ key: 'timeMin' }]);
    // The other mode's value does not matter.
    expect(placementProblems(config({ mode: 'time', count: 0 }))).toEqual([]);
  });

  it('keeps sliders within 0–100 and needs a cognitive level', () => {
    expect(placementProblems(config({ difficulty: { easy: -10, medium: 110, hard: 0 } }))).toEqual([
      { key: 'percentRange' },
    ]);
    expect(placementProblems(config({ cognitiveLevels: [] }))).toEqual([{ key: 'cognitiveRequired' }]);
  });
});

describe('largestRemainder', () => {
  it('always sums to the total and gives the leftovers to the largest remainders', () => {
    expect(largestRemainder(20, [30, 60, 10])).toEqual([6, 12, 2]);
    expect(largestRemainder(7, [30, 60, 10])).toEqual([2, 4, 1]); // 2.1, 4.2, 0.7
    expect(largestRemainder(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(largestRemainder(2, [1, 1, 1])).toEqual([1, 1, 0]); // ties go to the earlier part
    expect(largestRemainder(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('placementTargets', () => {
  it('splits the default 20 questions by difficulty × type and keeps both totals', () => {
    const cells = placementTargets(PLACEMENT_DEFAULTS);
    expect(cells.reduce((n, c) => n + c.target, 0)).toBe(20);
    const byDifficulty = [1, 2, 3].map((d) =>
      cells.filter((c) => c.difficultyLevel === d).reduce((n, c) => n + c.target, 0),
    );
    expect(byDifficulty).toEqual([6, 12, 2]);
    const mcq = cells.filter((c) => c.type === 'mcq').reduce((n, c) => n + c.target, 0);
    expect(mcq).toBe(14);
  });

  it('asks one question a minute in time mode', () => {
    const cells = placementTargets(config({ mode: 'time', time: 30 }));
    expect(cells.reduce((n, c) => n + c.target, 0)).toBe(30);
  });
});
