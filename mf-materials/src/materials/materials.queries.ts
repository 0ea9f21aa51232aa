import { queryOptions } from '@tanstack/react-query';
import { materialsApi } from './materials.resource';

export const materialsKeys = {
  course: (courseId: string) => ['materials', courseId] as const,
  file: (fileId: string) => ['materials', 'file', fileId] as const,
  package: (fileId: string) => ['materials', 'package', fileId] as const,
};

/** The course's tree as the caller may see it, and the actions they may take. */
export const materialsQuery = (courseId: string) =>
  queryOptions({ queryKey: materialsKeys.course(courseId), queryFn: () => materialsApi.get(courseId) });

/** A short-lived read address of a file: fetched afresh on each opening (it expires). */
export const fileUrlQuery = (fileId: string) =>
  queryOptions({
    queryKey: materialsKeys.file(fileId),
    queryFn: () => materialsApi.fileUrl(fileId),
    staleTime: 0,
    gcTime: 0,
    // A new address would reload what shows it: a socket resync leaves it (@elearn/ui keptOnResync).
    meta: { resync: false },
  });

/** A package's launch address (signed, short-lived) and the learner's saved state: afresh on each opening. */
export const packageLaunchQuery = (fileId: string) =>
  queryOptions({
    queryKey: materialsKeys.package(fileId),
    queryFn: () => materialsApi.packageLaunch(fileId),
    staleTime: 0,
    gcTime: 0,
    // A new address would reload what shows it: a socket resync leaves it (@elearn/ui keptOnResync).
    meta: { resync: false },
  });
