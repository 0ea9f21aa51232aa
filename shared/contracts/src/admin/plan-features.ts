/*
 * The catalogue of plan features (authoring §3): a plan picks each at most
 * once. Plain TypeScript, no zod: the plan form's rules read it without a
 * schema, and the API fills a stored feature's texts from it.
 */

/** A feature of the catalogue, with the limit it may carry. */
export interface CatalogueFeature {
  name: string;
  displayName: string;
  description: string;
  /** Which limit the admin sets for it, with the default of the spec. */
  limit?: { field: 'quotaPerDay' | 'maxPerItem'; default: number; itemType?: string };
}

export const PLAN_FEATURE_CATALOGUE = [
  { name: 'courses', displayName: 'Course enrolment', description: 'Enrol in any course of the catalogue.' },
  {
    name: 'assessments',
    displayName: 'Lesson assessments',
    description: 'One assessment per lesson to check what you learned.',
    limit: { field: 'maxPerItem', default: 1, itemType: 'lesson' },
  },
  {
    name: 'studyCorner',
    displayName: 'Study corners',
    description: 'Personal study corners for focused sessions.',
  },
  {
    name: 'askEve',
    displayName: 'Ask Eve',
    description: 'Chat with Eve, the AI tutor.',
    limit: { field: 'quotaPerDay', default: 1 },
  },
  {
    name: 'certificate',
    displayName: 'Certificates',
    description: 'A certificate for every course you complete.',
  },
] as const satisfies readonly CatalogueFeature[];

export type PlanFeatureName = (typeof PLAN_FEATURE_CATALOGUE)[number]['name'];
export const PLAN_FEATURE_NAMES = PLAN_FEATURE_CATALOGUE.map((f) => f.name) as [
  PlanFeatureName,
  ...PlanFeatureName[],
];

/** The catalogue entry of a name, if it is one. */
export const catalogueFeature = (name: string): CatalogueFeature | undefined =>
  (PLAN_FEATURE_CATALOGUE as readonly CatalogueFeature[]).find((f) => f.name === name);

/** The features not chosen yet, in catalogue order: what "Add Feature" may still add. */
export const unusedFeatures = (chosen: readonly string[]): CatalogueFeature[] =>
  (PLAN_FEATURE_CATALOGUE as readonly CatalogueFeature[]).filter((f) => !chosen.includes(f.name));

/** "Add Feature" is disabled once every catalogue feature is in the plan. */
export const canAddFeature = (chosen: readonly string[]) => unusedFeatures(chosen).length > 0;

/** The names chosen more than once (each feature may be in a plan once). */
export const repeatedFeatures = (chosen: readonly string[]): string[] => [
  ...new Set(chosen.filter((name, i) => chosen.indexOf(name) !== i)),
];
