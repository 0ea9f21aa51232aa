import { abbreviate } from './abbreviate';

describe('abbreviate', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1530, '1.5K'],
    [1599, '1.5K'],
    [12_000, '12K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_340_000, '2.3M'],
    [999_999_999, '999.9M'],
    [1_000_000_000, '1B'],
    [7_250_000_000, '7.2B'],
    [3_000_000_000_000, '3T'],
    [4_560_000_000_000_000, '4560T'],
    [12.7, '12'],
    [-1500, '-1.5K'],
  ])('writes %p as %p', (value, expected) => {
    expect(abbreviate(value)).toBe(expected);
  });

  it('writes 0 for values that are no number', () => {
    expect(abbreviate(Number.NaN)).toBe('0');
    expect(abbreviate(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
