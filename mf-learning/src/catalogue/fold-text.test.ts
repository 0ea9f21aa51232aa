import { foldText, matchesAllWords } from './fold-text';

describe('foldText (the same folding as the API search)', () => {
  it.each([
    ['الرِّيَاضِيَّات', 'الرياضيات'],
    ['مُقَدِّمَةٌ', 'مقدمه'],
    ['أحمد إبراهيم آمال ٱلله', 'احمد ابراهيم امال الله'],
    ['عـــربي', 'عربي'],
    ['مستشفى', 'مستشفي'],
    ['Élève à l’école', 'eleve a l’ecole'],
    ['Straße', 'strasse'],
  ])('folds %s to %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('does not strip Arabic letters that are not marks', () => {
    expect(foldText('الكسور والنسب')).toBe('الكسور والنسب');
  });
});

describe('matchesAllWords', () => {
  it('matches every word in any order, folded', () => {
    expect(matchesAllWords('Data Analyst: spreadsheets and Python', 'python DATA')).toBe(true);
    expect(matchesAllWords('الكسور والنسب', 'الكُسُور')).toBe(true);
    expect(matchesAllWords('Data Analyst', 'data leader')).toBe(false);
    expect(matchesAllWords('anything', '   ')).toBe(true);
  });
});
