import { missingTranslations } from '@elearn/i18n/missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('mf-calendar strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('gives Arabic every plural form it needs', () => {
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
      expect(ar).toHaveProperty(`eventCount_${form}`);
  });

  it('carries the spec’s event messages word for word', () => {
    expect(en.messages).toEqual({
      added: 'Added successfully!',
      edited: 'Editted successfully!',
      deleted: 'Deleted successfully!',
      failed: 'Failed!',
    });
    expect(en.validation.calendar.title).toBe('Please, Type a title!');
    expect(en.validation.calendar.weekdays).toBe('Please, Select at least a day!');
    expect(en.noEvents).toBe('No Events');
    expect(en.dialog.confirmDelete).toBe('Please, Confirm delete!');
  });

  it('names the ordinals as the spec does: First(+1) to Four(+4), Last(-1)', () => {
    expect(en.dialog.ordinals).toMatchObject({ '1': 'First', '4': 'Four', '-1': 'Last' });
    expect([fr.dialog.ordinals['4'], de.dialog.ordinals['4'], ar.dialog.ordinals['4']]).toEqual([
      'Quatre',
      'Vier',
      'أربعة',
    ]);
  });
});
