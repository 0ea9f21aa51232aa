import {
  courseCompletion,
  isMastered,
  isPassingScore,
  masteryFraction,
  masteryMask,
  shownCompletion,
} from './mastery';

const passed = (...levels: number[]) => levels.map((difficultyLevel) => ({ difficultyLevel, passed: true }));

describe('mastery of a learning outcome', () => {
  it.each([
    [[], 0, 0],
    [[1], 1, 0.2],
    [[2], 2, 0.5],
    [[1, 2], 3, 0.7],
    [[3], 4, 0.8],
    [[1, 3], 5, 0.9],
    [[2, 3], 6, 0.95],
    [[1, 2, 3], 7, 1],
  ])('passed difficulties %p make mask %i and fraction %p', (levels, mask, fraction) => {
    expect(masteryMask(passed(...levels))).toBe(mask);
    expect(masteryFraction(passed(...levels))).toBe(fraction);
  });

  it('ignores failed answers and repeats', () => {
    expect(masteryMask([...passed(1, 1), { difficultyLevel: 3, passed: false }])).toBe(1);
  });

  it('is mastered only above level 4', () => {
    expect(isMastered(passed(3))).toBe(false);
    expect(isMastered(passed(1, 3))).toBe(true);
    expect(isMastered(passed(1, 2))).toBe(false);
  });
});

describe('course completion', () => {
  it('averages the outcome percentages', () => {
    expect(courseCompletion([passed(1, 2, 3), passed(2), []])).toBe(50);
    expect(courseCompletion([passed(2, 3), passed(1)])).toBe(58);
  });

  it('is 0 without outcomes and shown as at least 1', () => {
    expect(courseCompletion([])).toBe(0);
    expect(shownCompletion(0)).toBe(1);
    expect(shownCompletion(57.5)).toBe(58);
  });

  it('passes at 50 percent', () => {
    expect(isPassingScore(50)).toBe(true);
    expect(isPassingScore(49.9)).toBe(false);
  });
});
