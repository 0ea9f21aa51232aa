import type { CourseType, MindMapNode } from '@elearn/contracts';
import type { AudienceEntry } from '../../../db/schema';

/** A lesson as a teacher writes it: paragraphs, then questions with their answers. */
export interface SeedLesson {
  name: string;
  learningOutcomes: string[];
  paragraphs: string[];
  questions: { type: 'short' | 'mcq' | 'calculation' | 'essay'; question: string; answer: string }[];
}

export interface SeedModule {
  name: string;
  /** The `key` of the learning outcome this module serves. */
  outcome: string;
  lessons: SeedLesson[];
}

/**
 * One demo course's teaching content and filing. `course` is the course row for
 * courses that only exist here; the first four demo courses (demo-data.ts) have theirs already.
 */
export interface SeedCourse {
  seoTxt: string;
  course?: {
    title: string;
    type: CourseType;
    description: string;
    keywords: string[];
    /** In Egyptian pounds; null is free. */
    /** Integer piastres (100 to the pound); null means free. */
    feesPiastres: number | null;
  };
  language: 'en' | 'ar';
  educationalSystem: string | null;
  gradeLevels: string[];
  pathways: string[];
  prerequisite?: string;
  /** Emails of demo accounts teaching it. */
  instructors: string[];
  audiences: AudienceEntry[];
  learningOutcomes: {
    key: string;
    statement: string;
    scope: string;
    domain: string;
    performanceCriteria: string[];
  }[];
  modules: SeedModule[];
  /** The course's own mind map; without one the API derives it from the outline. */
  mindMap?: MindMapNode;
}
