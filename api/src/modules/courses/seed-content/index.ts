import { algebraFoundations } from './algebra-foundations';
import { chemistryAtoms } from './chemistry-atoms-and-periodic-table';
import { dataAnalysisWithSpreadsheets } from './data-analysis-with-spreadsheets';
import { englishAcademicWriting } from './english-academic-writing';
import { fractionsAndRatiosArabic } from './fractions-and-ratios-arabic';
import { introductionToPython } from './introduction-to-python-programming';
import { physicsMotionAndForces } from './physics-motion-and-forces';
import { projectManagementEssentials } from './project-management-essentials';
import type { SeedCourse } from './seed-course';

export type { SeedCourse } from './seed-course';

/** The demo catalogue's teaching content, one file per course; a prerequisite comes before its course. */
export const DEMO_COURSE_CONTENT: readonly SeedCourse[] = [
  algebraFoundations,
  physicsMotionAndForces,
  chemistryAtoms,
  fractionsAndRatiosArabic,
  englishAcademicWriting,
  projectManagementEssentials,
  dataAnalysisWithSpreadsheets,
  introductionToPython,
];
