import { queryOptions } from '@tanstack/react-query';
import { getEveState, getTopics, getTranscripts } from './eve.resource';

export const eveStateQuery = queryOptions({
  queryKey: ['tools', 'eve'],
  queryFn: ({ signal }) => getEveState(signal),
  // The panel keeps its own working copy of the threads once loaded; a refetch would overwrite it.
  staleTime: Number.POSITIVE_INFINITY,
});

export const eveTopicsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['tools', 'eve', 'topics', courseId],
    queryFn: ({ signal }) => getTopics(courseId, signal),
  });

export const eveTranscriptsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['tools', 'eve', 'transcripts', courseId],
    queryFn: ({ signal }) => getTranscripts(courseId, signal),
  });
