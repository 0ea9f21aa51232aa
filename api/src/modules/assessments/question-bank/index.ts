import { algebraFoundationsBank } from './algebra-foundations';
import { chemistryAtomsBank } from './chemistry-atoms-and-periodic-table';
import { dataAnalysisBank } from './data-analysis-with-spreadsheets';
import { englishAcademicWritingBank } from './english-academic-writing';
import { fractionsAndRatiosArabicBank } from './fractions-and-ratios-arabic';
import { introductionToPythonBank } from './introduction-to-python-programming';
import { physicsMotionAndForcesBank } from './physics-motion-and-forces';
import { projectManagementBank } from './project-management-essentials';
import type { SeedBank } from './seed-question';

export type { SeedBank, SeedQuestion } from './seed-question';

/** The demo question bank by course seoTxt (seed-content), then by lesson name. */
export const DEMO_QUESTION_BANK: Readonly<Record<string, SeedBank>> = {
  'algebra-foundations': algebraFoundationsBank,
  'physics-motion-and-forces': physicsMotionAndForcesBank,
  'chemistry-atoms-and-periodic-table': chemistryAtomsBank,
  'fractions-and-ratios-ar': fractionsAndRatiosArabicBank,
  'english-academic-writing': englishAcademicWritingBank,
  'project-management-essentials': projectManagementBank,
  'data-analysis-with-spreadsheets': dataAnalysisBank,
  'introduction-to-python-programming': introductionToPythonBank,
};
