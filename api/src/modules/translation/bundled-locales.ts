// The site's bundled strings, every namespace and language, as the browser loads them (parts merged
// into their remote's namespace). Generated from the locale files; `translation-bundles.test.ts` fails
// when a locale file is missing here. The API reads them for the translation dictionary (ADR 0019).
import { ar as adminAr } from '../../../../mf-admin/src/locales/ar';
import { de as adminDe } from '../../../../mf-admin/src/locales/de';
import { en as adminEn } from '../../../../mf-admin/src/locales/en';
import { fr as adminFr } from '../../../../mf-admin/src/locales/fr';
import { ar as authoringCourseFormAr } from '../../../../mf-authoring/src/course-form/locales/ar';
import { de as authoringCourseFormDe } from '../../../../mf-authoring/src/course-form/locales/de';
import { en as authoringCourseFormEn } from '../../../../mf-authoring/src/course-form/locales/en';
import { fr as authoringCourseFormFr } from '../../../../mf-authoring/src/course-form/locales/fr';
import { ar as authoringJobAnalysisAr } from '../../../../mf-authoring/src/job-analysis/locales/ar';
import { de as authoringJobAnalysisDe } from '../../../../mf-authoring/src/job-analysis/locales/de';
import { en as authoringJobAnalysisEn } from '../../../../mf-authoring/src/job-analysis/locales/en';
import { fr as authoringJobAnalysisFr } from '../../../../mf-authoring/src/job-analysis/locales/fr';
import { ar as authoringAr } from '../../../../mf-authoring/src/locales/ar';
import { de as authoringDe } from '../../../../mf-authoring/src/locales/de';
import { en as authoringEn } from '../../../../mf-authoring/src/locales/en';
import { fr as authoringFr } from '../../../../mf-authoring/src/locales/fr';
import { ar as authoringTreeEditorAr } from '../../../../mf-authoring/src/tree-editor/locales/ar';
import { de as authoringTreeEditorDe } from '../../../../mf-authoring/src/tree-editor/locales/de';
import { en as authoringTreeEditorEn } from '../../../../mf-authoring/src/tree-editor/locales/en';
import { fr as authoringTreeEditorFr } from '../../../../mf-authoring/src/tree-editor/locales/fr';
import { ar as calendarAr } from '../../../../mf-calendar/src/locales/ar';
import { de as calendarDe } from '../../../../mf-calendar/src/locales/de';
import { en as calendarEn } from '../../../../mf-calendar/src/locales/en';
import { fr as calendarFr } from '../../../../mf-calendar/src/locales/fr';
import { ar as forumAr } from '../../../../mf-forum/src/locales/ar';
import { de as forumDe } from '../../../../mf-forum/src/locales/de';
import { en as forumEn } from '../../../../mf-forum/src/locales/en';
import { fr as forumFr } from '../../../../mf-forum/src/locales/fr';
import { ar as headerAccountAr } from '../../../../mf-header/src/locales/account/ar';
import { de as headerAccountDe } from '../../../../mf-header/src/locales/account/de';
import { en as headerAccountEn } from '../../../../mf-header/src/locales/account/en';
import { fr as headerAccountFr } from '../../../../mf-header/src/locales/account/fr';
import { ar as headerAlertsAr } from '../../../../mf-header/src/locales/alerts/ar';
import { de as headerAlertsDe } from '../../../../mf-header/src/locales/alerts/de';
import { en as headerAlertsEn } from '../../../../mf-header/src/locales/alerts/en';
import { fr as headerAlertsFr } from '../../../../mf-header/src/locales/alerts/fr';
import { ar as headerAr } from '../../../../mf-header/src/locales/ar';
import { de as headerDe } from '../../../../mf-header/src/locales/de';
import { en as headerEn } from '../../../../mf-header/src/locales/en';
import { fr as headerFr } from '../../../../mf-header/src/locales/fr';
import { ar as headerMemberAr } from '../../../../mf-header/src/locales/member/ar';
import { de as headerMemberDe } from '../../../../mf-header/src/locales/member/de';
import { en as headerMemberEn } from '../../../../mf-header/src/locales/member/en';
import { fr as headerMemberFr } from '../../../../mf-header/src/locales/member/fr';
import { ar as headerProfileAr } from '../../../../mf-header/src/locales/profile/ar';
import { de as headerProfileDe } from '../../../../mf-header/src/locales/profile/de';
import { en as headerProfileEn } from '../../../../mf-header/src/locales/profile/en';
import { fr as headerProfileFr } from '../../../../mf-header/src/locales/profile/fr';
import { ar as headerRewardsAr } from '../../../../mf-header/src/locales/rewards/ar';
import { de as headerRewardsDe } from '../../../../mf-header/src/locales/rewards/de';
import { en as headerRewardsEn } from '../../../../mf-header/src/locales/rewards/en';
import { fr as headerRewardsFr } from '../../../../mf-header/src/locales/rewards/fr';
import { ar as headerTicketsAr } from '../../../../mf-header/src/locales/tickets/ar';
import { de as headerTicketsDe } from '../../../../mf-header/src/locales/tickets/de';
import { en as headerTicketsEn } from '../../../../mf-header/src/locales/tickets/en';
import { fr as headerTicketsFr } from '../../../../mf-header/src/locales/tickets/fr';
import { ar as learningAr } from '../../../../mf-learning/src/locales/ar';
import { ar as learningAssessmentAr } from '../../../../mf-learning/src/locales/assessment/ar';
import { de as learningAssessmentDe } from '../../../../mf-learning/src/locales/assessment/de';
import { en as learningAssessmentEn } from '../../../../mf-learning/src/locales/assessment/en';
import { fr as learningAssessmentFr } from '../../../../mf-learning/src/locales/assessment/fr';
import { ar as learningCatalogueAr } from '../../../../mf-learning/src/locales/catalogue/ar';
import { de as learningCatalogueDe } from '../../../../mf-learning/src/locales/catalogue/de';
import { en as learningCatalogueEn } from '../../../../mf-learning/src/locales/catalogue/en';
import { fr as learningCatalogueFr } from '../../../../mf-learning/src/locales/catalogue/fr';
import { ar as learningDashboardAr } from '../../../../mf-learning/src/locales/dashboard/ar';
import { de as learningDashboardDe } from '../../../../mf-learning/src/locales/dashboard/de';
import { en as learningDashboardEn } from '../../../../mf-learning/src/locales/dashboard/en';
import { fr as learningDashboardFr } from '../../../../mf-learning/src/locales/dashboard/fr';
import { de as learningDe } from '../../../../mf-learning/src/locales/de';
import { en as learningEn } from '../../../../mf-learning/src/locales/en';
import { fr as learningFr } from '../../../../mf-learning/src/locales/fr';
import { ar as learningLandingAr } from '../../../../mf-learning/src/locales/landing/ar';
import { de as learningLandingDe } from '../../../../mf-learning/src/locales/landing/de';
import { en as learningLandingEn } from '../../../../mf-learning/src/locales/landing/en';
import { fr as learningLandingFr } from '../../../../mf-learning/src/locales/landing/fr';
import { ar as learningPaymentsAr } from '../../../../mf-learning/src/locales/payments/ar';
import { de as learningPaymentsDe } from '../../../../mf-learning/src/locales/payments/de';
import { en as learningPaymentsEn } from '../../../../mf-learning/src/locales/payments/en';
import { fr as learningPaymentsFr } from '../../../../mf-learning/src/locales/payments/fr';
import { ar as learningProgressAr } from '../../../../mf-learning/src/locales/progress/ar';
import { de as learningProgressDe } from '../../../../mf-learning/src/locales/progress/de';
import { en as learningProgressEn } from '../../../../mf-learning/src/locales/progress/en';
import { fr as learningProgressFr } from '../../../../mf-learning/src/locales/progress/fr';
import { ar as materialsAr } from '../../../../mf-materials/src/locales/ar';
import { de as materialsDe } from '../../../../mf-materials/src/locales/de';
import { en as materialsEn } from '../../../../mf-materials/src/locales/en';
import { fr as materialsFr } from '../../../../mf-materials/src/locales/fr';
import { ar as toolsAr } from '../../../../mf-tools/src/locales/ar';
import { de as toolsDe } from '../../../../mf-tools/src/locales/de';
import { en as toolsEn } from '../../../../mf-tools/src/locales/en';
import { fr as toolsFr } from '../../../../mf-tools/src/locales/fr';
import { ar as toolsToolsAr } from '../../../../mf-tools/src/locales/tools/ar';
import { de as toolsToolsDe } from '../../../../mf-tools/src/locales/tools/de';
import { en as toolsToolsEn } from '../../../../mf-tools/src/locales/tools/en';
import { fr as toolsToolsFr } from '../../../../mf-tools/src/locales/tools/fr';
import { ar as i18nAr } from '../../../../shared/i18n/src/locales/ar';
import { de as i18nDe } from '../../../../shared/i18n/src/locales/de';
import { en as i18nEn } from '../../../../shared/i18n/src/locales/en';
import { fr as i18nFr } from '../../../../shared/i18n/src/locales/fr';

/** namespace → language → the bundles merged into it, in load order. */
export const BUNDLED_LOCALES = {
  common: {
    en: [i18nEn],
    ar: [i18nAr],
    fr: [i18nFr],
    de: [i18nDe],
  },
  'mf-admin': {
    en: [adminEn],
    ar: [adminAr],
    fr: [adminFr],
    de: [adminDe],
  },
  'mf-authoring': {
    en: [authoringCourseFormEn, authoringJobAnalysisEn, authoringEn, authoringTreeEditorEn],
    ar: [authoringCourseFormAr, authoringJobAnalysisAr, authoringAr, authoringTreeEditorAr],
    fr: [authoringCourseFormFr, authoringJobAnalysisFr, authoringFr, authoringTreeEditorFr],
    de: [authoringCourseFormDe, authoringJobAnalysisDe, authoringDe, authoringTreeEditorDe],
  },
  'mf-calendar': {
    en: [calendarEn],
    ar: [calendarAr],
    fr: [calendarFr],
    de: [calendarDe],
  },
  'mf-forum': {
    en: [forumEn],
    ar: [forumAr],
    fr: [forumFr],
    de: [forumDe],
  },
  'mf-header': {
    en: [
      headerAccountEn,
      headerAlertsEn,
      headerEn,
      headerMemberEn,
      headerProfileEn,
      headerRewardsEn,
      headerTicketsEn,
    ],
    ar: [
      headerAccountAr,
      headerAlertsAr,
      headerAr,
      headerMemberAr,
      headerProfileAr,
      headerRewardsAr,
      headerTicketsAr,
    ],
    fr: [
      headerAccountFr,
      headerAlertsFr,
      headerFr,
      headerMemberFr,
      headerProfileFr,
      headerRewardsFr,
      headerTicketsFr,
    ],
    de: [
      headerAccountDe,
      headerAlertsDe,
      headerDe,
      headerMemberDe,
      headerProfileDe,
      headerRewardsDe,
      headerTicketsDe,
    ],
  },
  'mf-learning': {
    en: [
      learningAssessmentEn,
      learningCatalogueEn,
      learningDashboardEn,
      learningEn,
      learningLandingEn,
      learningPaymentsEn,
      learningProgressEn,
    ],
    ar: [
      learningAr,
      learningAssessmentAr,
      learningCatalogueAr,
      learningDashboardAr,
      learningLandingAr,
      learningPaymentsAr,
      learningProgressAr,
    ],
    fr: [
      learningAssessmentFr,
      learningCatalogueFr,
      learningDashboardFr,
      learningFr,
      learningLandingFr,
      learningPaymentsFr,
      learningProgressFr,
    ],
    de: [
      learningAssessmentDe,
      learningCatalogueDe,
      learningDashboardDe,
      learningDe,
      learningLandingDe,
      learningPaymentsDe,
      learningProgressDe,
    ],
  },
  'mf-materials': {
    en: [materialsEn],
    ar: [materialsAr],
    fr: [materialsFr],
    de: [materialsDe],
  },
  'mf-tools': {
    en: [toolsEn, toolsToolsEn],
    ar: [toolsAr, toolsToolsAr],
    fr: [toolsFr, toolsToolsFr],
    de: [toolsDe, toolsToolsDe],
  },
} as const;
