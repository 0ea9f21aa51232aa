import { isWeakOutcome, reviewRating } from './fsrs-review';

describe('weak-outcome review rules', () => {
  it('reviews an answered outcome until it is mastered', () => {
    expect(isWeakOutcome([])).toBe(false);
    expect(isWeakOutcome([{ difficultyLevel: 1, passed: false }])).toBe(true);
    // easy + hard = 5: mastered.
    expect(
      isWeakOutcome([
        { difficultyLevel: 1, passed: true },
        { difficultyLevel: 3, passed: true },
      ]),
    ).toBe(false);
    // easy + medium = 3: not yet.
    expect(
      isWeakOutcome([
        { difficultyLevel: 1, passed: true },
        { difficultyLevel: 2, passed: true },
      ]),
    ).toBe(true);
  });

  it('grades a session for FSRS by its score', () => {
    expect([0, 49, 50, 69, 70, 89, 90, 100].map(reviewRating)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
