import { abbreviateNumber, formatEgp, formatList } from './numbers';

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
  it('writes piastres as Egyptian pounds the way each language does', () => {
    expect(formatEgp(250_00, 'en')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(
        250,
      ),
    );
    expect(formatEgp(250_00, 'en')).toMatch(/250/);
    for (const lang of ['ar', 'fr', 'de']) expect(formatEgp(250_00, lang)).not.toBe(formatEgp(250_00, 'en'));
  });

  it('keeps the piastres of an amount that has them, exactly', () => {
    expect(formatEgp(1200_50, 'en')).toMatch(/1,200\.50/);
    expect(formatEgp(1, 'en')).toMatch(/0\.01/);
    expect(formatEgp(1200_50, 'de')).toMatch(/1\.200,50/);
  });
});

describe('formatList', () => {
  it("writes a list the way the page's language does", () => {
    expect(formatList(['Grade 9', 'Grade 10'], 'en')).toBe('Grade 9 and Grade 10');
    expect(formatList(['الصف التاسع', 'الصف العاشر', 'الجامعة'], 'ar')).toBe(
      'الصف التاسع والصف العاشر والجامعة',
    );
    expect(formatList(['lun.', 'mer.', 'ven.'], 'fr')).toBe('lun., mer. et ven.');
  });
});
