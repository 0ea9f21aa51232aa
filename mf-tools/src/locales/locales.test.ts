import { missingTranslations } from '@elearn/i18n/missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { ar as toolsAr } from './tools/ar';
import { de as toolsDe } from './tools/de';
import { en as toolsEn } from './tools/en';
import { fr as toolsFr } from './tools/fr';

describe('mf-tools strings', () => {
  it("has every English key in Arabic, French and German: the toolbox's and the tools'", () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
    expect(missingTranslations({ en: toolsEn, ar: toolsAr, fr: toolsFr, de: toolsDe })).toEqual({
      ar: [],
      fr: [],
      de: [],
    });
  });

  it("keeps the tools' strings apart from the toolbox's (the parts are merged into one namespace)", () => {
    expect(Object.keys(en)).toEqual(['toolbox']);
    expect(Object.keys(toolsEn)).not.toContain('toolbox');
  });
});
