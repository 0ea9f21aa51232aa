import '@testing-library/jest-dom';
import { initI18n } from '@elearn/i18n';
import { Refusal } from '@elearn/platform';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteRoot } from '../root/remote-root';
import { NotFoundState } from './load-states';
import { queryClient } from './query-client';
import { QueryState } from './query-state';

function Fruits({ load }: { load: () => Promise<string[]> }) {
  const fruits = useQuery({ queryKey: ['fruits'], queryFn: load });
  return (
    <QueryState query={fruits} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <ul>
          {list.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const renderIn = async (lang: string, ui: React.ReactElement) => {
  await initI18n(lang);
  return render(<RemoteRoot name="test">{ui}</RemoteRoot>);
};

beforeEach(() => queryClient.clear());

describe('QueryState', () => {
  it('says it is loading, busy, until the data is there', async () => {
    await renderIn('en', <Fruits load={() => Promise.resolve(['apple'])} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('listitem')).toHaveTextContent('apple');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when there is nothing to show', async () => {
    await renderIn('en', <Fruits load={() => Promise.resolve([])} />);
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('shows an alert with Retry after a failure, and loads again on Retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['pear']);
    await renderIn('en', <Fruits load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('pear');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a refused read (403) as a translated refusal with a way back, not a failure or a crash', async () => {
    window.history.pushState(null, '', '/ar/dashboard/courses');
    await renderIn('ar', <Fruits load={() => Promise.reject(new Refusal(403))} />);
    expect(await screen.findByRole('heading', { name: 'لا يمكنك فتح هذه الصفحة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
      'href',
      '/ar/dashboard',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a missing thing (404 Refusal) as not found', async () => {
    await renderIn('en', <Fruits load={() => Promise.reject(new Refusal(404))} />);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    await renderIn('ar', <Fruits load={() => Promise.reject(new Error('down'))} />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});

describe('NotFoundState', () => {
  it('says the thing is gone and links back', async () => {
    await renderIn('fr', <NotFoundState back={{ to: '/fr/course/x/forum', label: 'Retour' }} />);
    expect(screen.getByRole('heading', { name: 'Introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/fr/course/x/forum');
  });
});
