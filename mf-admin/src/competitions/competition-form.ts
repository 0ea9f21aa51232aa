import { type CompetitionForm, competitionFormSchema } from '@elearn/contracts';
import { zodValidate } from '@elearn/ui';

/** The dialog's fields: local date-times as the native inputs give them ('YYYY-MM-DDTHH:MM'). */
export interface CompetitionValues {
  courseId: string;
  startsAt: string;
  endsAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local date-time input's value for an instant. */
export const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A new competition runs from now for a week: created, it is already running. */
export function competitionValues(now = new Date()): CompetitionValues {
  return {
    courseId: '',
    startsAt: localInput(now),
    endsAt: localInput(new Date(now.getTime() + 7 * 86_400_000)),
  };
}

/** The API's body: the instants the local fields name, or '' when a field is not a date-time. */
export function toCompetitionBody(values: CompetitionValues): CompetitionForm {
  const instant = (text: string) => {
    const date = new Date(text);
    return text && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
  };
  return { courseId: values.courseId, startsAt: instant(values.startsAt), endsAt: instant(values.endsAt) };
}

const checkBody = zodValidate(competitionFormSchema);
/** The rules of the body, reported on the fields. */
export const validateCompetition = (values: CompetitionValues) => checkBody(toCompetitionBody(values));
