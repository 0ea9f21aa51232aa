import { queryOptions } from '@tanstack/react-query';
import { getLearnerCard, getLearnerProgress, getStudyLog } from './learner.resource';

/** The learner pages' queries (ADR 0006). */
export const learnerCardQuery = (learnerId: string) =>
  queryOptions({
    queryKey: ['learning', 'learner', learnerId, 'card'],
    queryFn: ({ signal }) => getLearnerCard(learnerId, signal),
  });

export const studyLogQuery = (learnerId: string) =>
  queryOptions({
    queryKey: ['learning', 'learner', learnerId, 'studylog'],
    queryFn: ({ signal }) => getStudyLog(learnerId, signal),
  });

export const learnerProgressQuery = (learnerId: string) =>
  queryOptions({
    queryKey: ['learning', 'learner', learnerId, 'progress'],
    queryFn: ({ signal }) => getLearnerProgress(learnerId, signal),
  });
