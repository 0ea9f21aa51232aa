import { queryOptions } from '@tanstack/react-query';
import { wizardApi } from './wizard.resource';

export const wizardKeys = {
  draft: (id: string) => ['authoring', 'draft', id] as const,
  constants: ['authoring', 'constants'] as const,
  courseOptions: ['authoring', 'course-options'] as const,
};

export const draftQuery = (id: string) =>
  queryOptions({
    queryKey: wizardKeys.draft(id),
    queryFn: () => wizardApi.getDraft(id),
    staleTime: Infinity,
  });

/** Every list the general step chooses from, in one load (they are small). */
export const constantsQuery = () =>
  queryOptions({
    queryKey: wizardKeys.constants,
    queryFn: async () => {
      const [categories, systems, grades, pathways] = await Promise.all([
        wizardApi.categories(),
        wizardApi.systems(),
        wizardApi.grades(),
        wizardApi.pathways(),
      ]);
      return { categories, systems, grades, pathways };
    },
  });
export type WizardConstants = Awaited<ReturnType<NonNullable<ReturnType<typeof constantsQuery>['queryFn']>>>;

export const courseOptionsQuery = () =>
  queryOptions({ queryKey: wizardKeys.courseOptions, queryFn: wizardApi.courseOptions });
