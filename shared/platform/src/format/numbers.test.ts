import { abbreviateNumber, formatEgp } from './numbers';

describe('abbreviateNumber', () => {
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
    [1_000_000_000, '1B'],
    [7_250_000_000, '7.2B'],
    [3_000_000_000_000, '3T'],
    [-1500, '-1.5K'],
  ])('writes %p as %p', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it('shows nonsense as 0', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('0');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatEgp', () => {
  it('writes Egyptian pounds the way each language does', () => {
    expect(formatEgp(250, 'en')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EGP' }).format(250),
    );
    expect(formatEgp(250, 'en')).toMatch(/250/);
    expect(formatEgp(250, 'ar')).not.toBe(formatEgp(250, 'en'));
  });
});
