import { missingTranslations } from '@elearn/i18n/missing-keys';
import * as arCore from './ar';
import * as arAssessment from './assessment/ar';
import * as deAssessment from './assessment/de';
import * as assessment from './assessment/en';
import * as frAssessment from './assessment/fr';
import * as arCatalogue from './catalogue/ar';
import * as deCatalogue from './catalogue/de';
import * as catalogue from './catalogue/en';
import * as frCatalogue from './catalogue/fr';
import * as arDashboard from './dashboard/ar';
import * as deDashboard from './dashboard/de';
import * as dashboard from './dashboard/en';
import * as frDashboard from './dashboard/fr';
import * as deCore from './de';
import * as core from './en';
import * as frCore from './fr';
import * as arLanding from './landing/ar';
import * as deLanding from './landing/de';
import * as landing from './landing/en';
import * as frLanding from './landing/fr';
import * as arPayments from './payments/ar';
import * as dePayments from './payments/de';
import * as payments from './payments/en';
import * as frPayments from './payments/fr';
import * as arProgress from './progress/ar';
import * as deProgress from './progress/de';
import * as progress from './progress/en';
import * as frProgress from './progress/fr';

const PARTS = {
  core: [core, arCore, frCore, deCore],
  landing: [landing, arLanding, frLanding, deLanding],
  dashboard: [dashboard, arDashboard, frDashboard, deDashboard],
  payments: [payments, arPayments, frPayments, dePayments],
  catalogue: [catalogue, arCatalogue, frCatalogue, deCatalogue],
  progress: [progress, arProgress, frProgress, deProgress],
  assessment: [assessment, arAssessment, frAssessment, deAssessment],
} as const;

describe('mf-learning strings', () => {
  it.each(Object.entries(PARTS))(
    '%s has every English key in Arabic, French and German',
    (_, [en, ar, fr, de]) => {
      expect(missingTranslations({ en: en.en, ar: ar.ar, fr: fr.fr, de: de.de })).toEqual({
        ar: [],
        fr: [],
        de: [],
      });
    },
  );

  it('gives Arabic every plural form it needs', () => {
    for (const [strings, key] of [
      [arCore.ar.plans, 'duration'],
      [arCore.ar.plans, 'quotaPerDay'],
      [arCore.ar.forumLink, 'newPosts'],
      [arCatalogue.ar.catalogue.course, 'lessonCount'],
      [arCatalogue.ar.catalogue.pathways, 'courses'],
    ] as const) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(strings).toHaveProperty(`${key}_${form}`);
      }
    }
  });
});
