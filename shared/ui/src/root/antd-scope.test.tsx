import '@testing-library/jest-dom';
import { initI18n } from '@elearn/i18n';
import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../loading/query-client';
import { QueryState } from '../loading/query-state';
import { AntdScope } from './antd-scope';
import { RemoteRoot } from './remote-root';

let arrive: (locale: { default: object }) => void = () => {};
// antd's Arabic strings arrive when the test says so.
jest.mock('antd/es/locale/ar_EG', () => new Promise((resolve) => (arrive = resolve)));

/** A page as the remotes write them: the query read above the scope, its result shown inside. */
function Page({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['scope-test'], queryFn: load });
  return (
    <AntdScope>
      <QueryState query={query}>{(text) => <p>{text}</p>}</QueryState>
    </AntdScope>
  );
}

describe('AntdScope', () => {
  it('shows data that arrived while antd’s Arabic strings were still loading', async () => {
    await initI18n('ar');
    queryClient.clear();
    let answer: (text: string) => void = () => {};
    const load = () => new Promise<string>((resolve) => (answer = resolve));
    const { container } = render(
      <RemoteRoot name="test">
        <Page load={load} />
      </RemoteRoot>,
    );
    // Until antd's strings come, the screen is mounted (so it hears its query) but unseen.
    expect(screen.getByRole('status', { hidden: true })).not.toBeVisible();
    answer('مرحبا');
    await waitFor(() => expect(queryClient.getQueryData(['scope-test'])).toBe('مرحبا'));
    arrive({ default: {} });
    expect(await screen.findByText('مرحبا')).toBeVisible();
    expect(container.querySelector('[inert]')).toBeNull();
  });
});
