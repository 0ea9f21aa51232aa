import {
  answersBetween,
  cognitiveLevel,
  DEFAULT_PERFORMANCE_LEVEL,
  type PerformanceAnswer,
  performanceLevel,
  performanceMatrix,
} from './performance';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const answer = (d: number, passed: boolean, day: number, cognitive = 1, lo = 'lo1'): PerformanceAnswer => ({
  learningOutcomeId: lo,
  difficultyLevel: d,
  cognitiveLevel: cognitive,
  passed,
  createdAt: at(day),
});

describe('performanceLevel', () => {
  it('defaults to the middle bit when nothing passed, in both modes', () => {
    expect(DEFAULT_PERFORMANCE_LEVEL).toBe(2);
    expect(performanceLevel([], 'max')).toBe(2);
    expect(performanceLevel([answer(1, false, 1), answer(3, false, 2)], 'current')).toBe(2);
  });

  it('max mode sets a bit for every difficulty ever passed', () => {
    const answers = [answer(1, true, 1), answer(1, false, 5), answer(3, true, 2)];
    expect(performanceLevel(answers, 'max')).toBe(0b101);
  });

  it('current mode reads only the latest answer of each difficulty', () => {
    const answers = [
      answer(1, true, 1),
      answer(1, false, 5),
      answer(3, true, 2),
      answer(2, false, 1),
      answer(2, true, 3),
    ];
    expect(performanceLevel(answers, 'current')).toBe(0b110);
  });
});

describe('cognitiveLevel', () => {
  it('is the highest passed level, at least 1', () => {
    expect(cognitiveLevel([], 'max')).toBe(1);
    expect(cognitiveLevel([answer(1, false, 1, 5)], 'max')).toBe(1);
    expect(
      cognitiveLevel([answer(1, true, 1, 4), answer(1, true, 2, 2), answer(1, false, 3, 6)], 'max'),
    ).toBe(4);
  });

  it('current mode forgets a level whose latest answer failed', () => {
    const answers = [answer(1, true, 1, 4), answer(2, false, 4, 4), answer(1, true, 2, 2)];
    expect(cognitiveLevel(answers, 'max')).toBe(4);
    expect(cognitiveLevel(answers, 'current')).toBe(2);
  });
});

describe('performanceMatrix and answersBetween', () => {
  it('gives every outcome a cell, answered or not', () => {
    const answers = [answer(3, true, 1, 5, 'lo1')];
    expect(performanceMatrix(['lo1', 'lo2'], answers, 'performance', 'max')).toEqual([
      { learningOutcomeId: 'lo1', level: 4, answered: 1 },
      { learningOutcomeId: 'lo2', level: 2, answered: 0 },
    ]);
    expect(performanceMatrix(['lo1'], answers, 'cognitive', 'max')[0]!.level).toBe(5);
  });

  it('keeps the answers of the selected days, both ends included', () => {
    const answers = [answer(1, true, 1), answer(1, true, 2), answer(1, true, 3)];
    const day = (iso: string) => iso.slice(0, 10);
    expect(answersBetween(answers, '2026-01-02', '2026-01-03', day)).toHaveLength(2);
  });
});
