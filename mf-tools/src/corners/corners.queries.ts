import { queryOptions } from '@tanstack/react-query';
import { getCorner, getCorners } from './corners.resource';

export const CORNERS_KEY = ['tools', 'study-corners'] as const;

export const cornersQuery = () =>
  queryOptions({ queryKey: [...CORNERS_KEY, 'list'], queryFn: ({ signal }) => getCorners(signal) });

export const cornerQuery = (id: string) =>
  queryOptions({ queryKey: [...CORNERS_KEY, 'one', id], queryFn: ({ signal }) => getCorner(id, signal) });
