import '@testing-library/jest-dom';
import { bus } from '@elearn/platform';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RemoteRoot } from '../root/remote-root';
import { queryClient } from './query-client';

/** Shows how many times its query was loaded. */
function Loads({
  name,
  options,
}: {
  name: string;
  options?: { staleTime?: number; meta?: { resync: false } };
}) {
  const loads = useQuery({
    queryKey: [name],
    queryFn: () => Promise.resolve((queryClient.getQueryData<number>([name]) ?? 0) + 1),
    ...options,
  });
  return <p>{`${name}: ${loads.data ?? 'loading'}`}</p>;
}

beforeEach(() => queryClient.clear());

describe('the page query cache after a socket (re)connect', () => {
  it('reloads what is shown when the server did not recover the connection, except what is loaded once', async () => {
    render(
      <RemoteRoot name="test">
        <Loads name="notifications" />
        <Loads name="started-test" options={{ staleTime: Number.POSITIVE_INFINITY }} />
        <Loads name="file-address" options={{ meta: { resync: false } }} />
      </RemoteRoot>,
    );
    expect(await screen.findByText('notifications: 1')).toBeInTheDocument();
    expect(await screen.findByText('started-test: 1')).toBeInTheDocument();
    expect(await screen.findByText('file-address: 1')).toBeInTheDocument();

    // Recovered: the server replays what it sent, nothing loads again.
    await act(async () => bus.emit('socket:connected'));
    expect(screen.getByText('notifications: 1')).toBeInTheDocument();

    await act(async () => bus.emit('socket:resync'));
    await waitFor(() => expect(screen.getByText('notifications: 2')).toBeInTheDocument());
    expect(screen.getByText('started-test: 1')).toBeInTheDocument();
    expect(screen.getByText('file-address: 1')).toBeInTheDocument();
  });
});
