import { initI18n } from '@elearn/i18n';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { fallbackLifecycles } from '../regions/fallback-lifecycles';
import { loadLifecycles, registerRemoteEntries } from './load-remote';
import type { RemoteEntry } from './remote-config';
import { resilientLifecycles } from './resilient-lifecycles';

jest.mock('./load-remote', () => ({ loadLifecycles: jest.fn(), registerRemoteEntries: jest.fn() }));
jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), reportError: jest.fn() }));
const { reportError } = jest.requireMock('@elearn/platform') as { reportError: jest.Mock };
const load = loadLifecycles as jest.Mock;

let count = 0;
const remote = (): RemoteEntry => ({
  // A new name each time: loaded remotes are kept per name.
  name: `mf-demo${++count}`,
  version: '1.0.0-abc',
  manifest: '/m.json',
  regions: [],
  routes: [],
});

/** Lifecycles of a healthy remote: they write a line into the region. */
const working = (): LifeCycles<{ domElement: HTMLElement }> => ({
  bootstrap: async () => {},
  mount: async ({ domElement }) => {
    domElement.innerHTML = '<p>remote page</p>';
  },
  unmount: async ({ domElement }) => {
    domElement.innerHTML = '';
  },
});

async function mount(entry: RemoteEntry) {
  const domElement = document.createElement('div');
  document.body.replaceChildren(domElement);
  const props = { domElement, region: 'main', name: entry.name } as never;
  const lifecycles = resilientLifecycles(entry, 'main');
  await act(async () => {
    await (lifecycles.mount as (p: unknown) => Promise<void>)(props);
  });
  return { domElement, lifecycles, props };
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  load.mockReset();
  reportError.mockReset();
  (registerRemoteEntries as jest.Mock).mockReset();
});

describe('resilient lifecycles', () => {
  it('mounts the remote when it loads', async () => {
    load.mockResolvedValue(working());
    const { domElement } = await mount(remote());
    expect(domElement.textContent).toBe('remote page');
    expect(domElement.dataset.state).toBe('mounted');
  });

  it('mounts the fallback the federation runtime answers with, reports it, and Retry loads the remote again', async () => {
    const entry = remote();
    const error = new Error('RUNTIME-003');
    load.mockResolvedValueOnce(fallbackLifecycles(error)).mockResolvedValueOnce(working());
    const { domElement } = await mount(entry);
    expect(screen.getByText('This part of the page could not be loaded.')).toBeTruthy();
    expect(domElement.dataset.state).toBe('failed');
    expect(reportError).toHaveBeenCalledWith(error, {
      remote: entry.name,
      region: 'main',
      version: '1.0.0-abc',
    });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await waitFor(() => expect(domElement.textContent).toBe('remote page'));
    expect(domElement.dataset.state).toBe('mounted');
    // A failed load is fetched again, not replayed from the runtime's cache.
    expect(registerRemoteEntries).toHaveBeenCalledWith([entry], true);
  });

  it('shows the same fallback when loading times out or mounting throws', async () => {
    load.mockRejectedValueOnce(new Error('Timed out after 20000 ms'));
    await mount(remote());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(reportError).toHaveBeenCalledTimes(1);

    load.mockResolvedValueOnce({ ...working(), mount: async () => Promise.reject(new Error('boom')) });
    const { domElement } = await mount(remote());
    expect(domElement.dataset.state).toBe('failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('unmounts what it mounted, the fallback too', async () => {
    load.mockResolvedValueOnce(fallbackLifecycles(new Error('down')));
    const { domElement, lifecycles, props } = await mount(remote());
    await act(async () => {
      await (lifecycles.unmount as (p: unknown) => Promise<void>)(props);
    });
    expect(domElement.textContent).toBe('');
    expect(domElement.dataset.state).toBeUndefined();
  });
});
