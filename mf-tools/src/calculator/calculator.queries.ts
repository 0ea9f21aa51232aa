import type { CalculatorKeys } from '@elearn/contracts';
import { http } from '@elearn/platform';
import { queryOptions } from '@tanstack/react-query';
import type { calculatorPlace } from './calcperm';

type Place = NonNullable<ReturnType<typeof calculatorPlace>>;

/** calcperm of the page's course (GET /calculator/keys/{course}?during=…). */
export const calculatorKeysQuery = ({ course, during }: Place) =>
  queryOptions({
    queryKey: ['tools', 'calculator-keys', course, during],
    queryFn: async ({ signal }) =>
      (
        await http.get<CalculatorKeys>(`/calculator/keys/${encodeURIComponent(course)}`, {
          params: { during },
          signal,
        })
      ).data.keys,
  });
