import { queryOptions } from '@tanstack/react-query';
import {
  getEssaysToMark,
  getExam,
  getLearningOutcomes,
  getPerformance,
  getReviewQueue,
} from './assessment.resource';

/** The assessment area's queries (one key root: ['learning', 'assessment', …]). */
export const examQuery = (hash: string) =>
  queryOptions({
    queryKey: ['learning', 'assessment', 'exam', hash],
    queryFn: ({ signal }) => getExam(hash, signal),
    // A running test is the server's truth: no refetch that would reset the question shown.
    refetchOnWindowFocus: false,
    retry: false,
  });

export const outcomesQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['learning', 'assessment', 'outcomes', courseId],
    queryFn: ({ signal }) => getLearningOutcomes(courseId, signal),
  });

export const performanceQuery = (learnerId: string) =>
  queryOptions({
    queryKey: ['learning', 'assessment', 'performance', learnerId],
    queryFn: ({ signal }) => getPerformance(learnerId, signal),
  });

export const essaysQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['learning', 'assessment', 'essays', courseId],
    queryFn: ({ signal }) => getEssaysToMark(courseId, signal),
  });

export const reviewQueueQuery = queryOptions({
  queryKey: ['learning', 'assessment', 'review-queue'],
  queryFn: ({ signal }) => getReviewQueue(signal),
});
