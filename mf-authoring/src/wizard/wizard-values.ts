import type { AudienceCategory, GeneralCourseInfo, NamedRecord } from '@elearn/contracts';

/** A wizard lesson, module and outcome (authoring §3), with the ids the wizard gives new items. */
export interface LessonValues {
  tempId: string;
  name: string;
  learningOutcomes: string[];
}
export interface ModuleValues {
  tempId: string;
  name: string;
  lessons: LessonValues[];
}
export interface OutcomeValues {
  tempId: string;
  statement: string;
  scope: string;
  domain: string;
  performanceCriteria: { tempId: string; description: string }[];
  modules: ModuleValues[];
}
export interface AudienceValues {
  category: string;
  intendedLearners: string[];
}

/** The wizard's form: general info, then outcomes with their modules. */
export interface WizardValues {
  type: 'academic' | 'professional';
  title: string;
  description: string;
  /** A chosen file (kept in this tab only) or an https address. */
  image: File | string;
  keywords: string[];
  audiences: AudienceValues[];
  /** '' or null: free. */
  additionalFees: number | '' | null;
  educationalSystem?: string;
  gradeLevels?: string[];
  pathway?: string;
  prerequisite?: string;
  learningOutcomes: OutcomeValues[];
}

export const newId = () => crypto.randomUUID();

/** New items start empty, so invalid until filled (authoring §4). */
export const emptyOutcome = (): OutcomeValues => ({
  tempId: newId(),
  statement: '',
  scope: '',
  domain: '',
  performanceCriteria: [{ tempId: newId(), description: '' }],
  modules: [],
});
export const emptyLesson = (): LessonValues => ({ tempId: newId(), name: '', learningOutcomes: [''] });
export const emptyModule = (): ModuleValues => ({ tempId: newId(), name: '', lessons: [emptyLesson()] });

export function initialValues(saved: Record<string, unknown>): WizardValues {
  return {
    type: 'academic',
    title: '',
    description: '',
    image: '',
    keywords: [],
    audiences: [{ category: '', intendedLearners: [] }],
    additionalFees: null,
    educationalSystem: '',
    gradeLevels: [],
    learningOutcomes: [],
    ...(saved as Partial<WizardValues>),
  };
}

/** The fields only one course type has. */
const TYPE_FIELDS = {
  academic: ['educationalSystem', 'gradeLevels'],
  professional: ['pathway', 'prerequisite'],
} as const;

/**
 * Switching the type drops the other type's fields (and the caller drops their
 * errors: `droppedFields`); the new type's fields start empty.
 */
export function switchType(values: WizardValues, type: WizardValues['type']): WizardValues {
  if (values.type === type) return values;
  const next: WizardValues = { ...values, type };
  for (const field of TYPE_FIELDS[values.type]) delete next[field];
  if (type === 'academic') Object.assign(next, { educationalSystem: '', gradeLevels: [] });
  else Object.assign(next, { pathway: '', prerequisite: '' });
  return next;
}
export const droppedFields = (from: WizardValues['type']): readonly string[] => TYPE_FIELDS[from];

/** Free clears the fees; Paid starts at an empty amount for the author to fill. */
export const setFree = (values: WizardValues, free: boolean): WizardValues => ({
  ...values,
  additionalFees: free ? null : '',
});
export const isFree = (values: Pick<WizardValues, 'additionalFees'>) =>
  values.additionalFees === null || values.additionalFees === undefined;

/** Another category: its learners were the old category's, so they go. */
export function setAudienceCategory(values: WizardValues, index: number, category: string): WizardValues {
  const audiences = values.audiences.map((a, i) => (i === index ? { category, intendedLearners: [] } : a));
  return { ...values, audiences };
}

/** Another pathway: the prerequisite was chosen for the old one. */
export const setPathway = (values: WizardValues, pathway: string): WizardValues => ({
  ...values,
  pathway,
  prerequisite: '',
});

/** What the server keeps of the draft and receives as `json`: everything but a chosen file. */
export function withoutFile(values: WizardValues): Omit<WizardValues, 'image'> & { image?: string } {
  const { image, ...rest } = values;
  return typeof image === 'string' && image ? { ...rest, image } : rest;
}

/** The course as the AI is told it: labels of the chosen constants, not ids. */
export function generalInfoOf(
  values: WizardValues,
  constants: { categories: AudienceCategory[]; systems: NamedRecord[]; grades: NamedRecord[] },
): GeneralCourseInfo {
  const label = (list: { id: string; name: string }[], id?: string) => list.find((x) => x.id === id)?.name;
  return {
    type: values.type,
    title: values.title,
    keywords: values.keywords,
    description: values.description,
    audiences: values.audiences.map((a) => ({
      category: constants.categories.find((c) => c.id === a.category)?.sector ?? '',
      intendedLearners: a.intendedLearners,
    })),
    gradeLevel:
      (values.gradeLevels ?? [])
        .map((id) => label(constants.grades, id))
        .filter(Boolean)
        .join(', ') || undefined,
    educationalSystem: label(constants.systems, values.educationalSystem),
  };
}

/** The AI's view of an outcome (its modules travel separately). */
export const outcomeForAi = ({ modules: _modules, ...outcome }: OutcomeValues) => outcome;
