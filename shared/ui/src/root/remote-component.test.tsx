import { initI18n } from '@elearn/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteComponent } from './remote-component';
import { setRemoteModuleLoader } from './remote-module-loader';
import { RemoteRoot } from './remote-root';

jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), reportError: jest.fn() }));
const { reportError } = jest.requireMock('@elearn/platform') as { reportError: jest.Mock };

function Viewer({ materialId }: { materialId: string }) {
  return <p>viewer of {materialId}</p>;
}

function Broken(): never {
  throw new Error('viewer crashed');
}

async function show() {
  await act(async () => {
    render(
      <RemoteRoot name="mf-learning">
        <RemoteComponent remote="mf-materials" module="./viewer" props={{ materialId: 'm1' }} />
      </RemoteRoot>,
    );
  });
}

beforeAll(() => initI18n('en'));
beforeEach(() => reportError.mockReset());
afterEach(() => setRemoteModuleLoader(null));

describe('RemoteComponent', () => {
  it("renders the other remote's exposed component with the given props", async () => {
    const loader = jest.fn().mockResolvedValue({ default: Viewer });
    setRemoteModuleLoader(loader);
    await show();
    expect(screen.getByText('viewer of m1')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('mf-materials', './viewer', false);
  });

  it('shows the translated fallback when it cannot load, reports it, and Retry loads again', async () => {
    const error = new Error('RUNTIME-003');
    const loader = jest.fn().mockRejectedValueOnce(error).mockResolvedValueOnce({ default: Viewer });
    setRemoteModuleLoader(loader);
    await show();
    expect(screen.getByText('This part of the page could not be loaded.')).toBeTruthy();
    expect(reportError).toHaveBeenCalledWith(error, { remote: 'mf-materials', module: './viewer' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByText('viewer of m1')).toBeTruthy();
    expect(loader).toHaveBeenLastCalledWith('mf-materials', './viewer', true);
  });

  it('contains a crash of the loaded component in its error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setRemoteModuleLoader(jest.fn().mockResolvedValue({ default: Broken }));
    await show();
    expect(screen.getByText('This part of the page stopped working.')).toBeTruthy();
  });

  it('says why outside the shell, where no loader is set', async () => {
    await show();
    expect(screen.getByText('This part of the page could not be loaded.')).toBeTruthy();
    expect(reportError.mock.calls[0][0].message).toContain('loads only inside the shell');
  });
});
