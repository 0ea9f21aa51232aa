import { queryOptions } from '@tanstack/react-query';
import { getBoard, getBoards } from './whiteboard.resource';

export const boardsQuery = queryOptions({
  queryKey: ['tools', 'boards'],
  queryFn: ({ signal }) => getBoards(signal),
});

export const boardQuery = (id: string) =>
  queryOptions({
    queryKey: ['tools', 'board', id],
    queryFn: ({ signal }) => getBoard(id, signal),
    // A board is read to be edited: always the stored one, never a cached copy.
    gcTime: 0,
  });
