import { queryOptions } from '@tanstack/react-query';
import { dacumApi } from './job-analysis.resource';

export const dacumKeys = {
  list: ['authoring', 'dacum'] as const,
  analysis: (id: string) => ['authoring', 'dacum', id] as const,
  files: (id: string) => ['authoring', 'dacum', id, 'files'] as const,
  pathway: (id: string) => ['authoring', 'dacum', id, 'pathway'] as const,
  categories: ['authoring', 'dacum', 'categories'] as const,
};

export const analysesQuery = () => queryOptions({ queryKey: dacumKeys.list, queryFn: dacumApi.list });
export const analysisQuery = (id: string) =>
  queryOptions({ queryKey: dacumKeys.analysis(id), queryFn: () => dacumApi.get(id), staleTime: Infinity });
export const finalWordFilesQuery = (id: string, jobName: string) =>
  queryOptions({ queryKey: dacumKeys.files(id), queryFn: () => dacumApi.listFinalWord(id, jobName) });
export const pathwayQuery = (id: string) =>
  queryOptions({ queryKey: dacumKeys.pathway(id), queryFn: () => dacumApi.pathway(id) });
export const categoriesQuery = () =>
  queryOptions({ queryKey: dacumKeys.categories, queryFn: dacumApi.audienceCategories, staleTime: 60_000 });
