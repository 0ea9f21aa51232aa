import { initI18n } from '@elearn/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteRoot } from './remote-root';

jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), reportError: jest.fn() }));
const { reportError } = jest.requireMock('@elearn/platform') as { reportError: jest.Mock };

let broken = true;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>working again</p>;
}

beforeAll(() => initI18n('en'));

describe('RemoteErrorBoundary (inside RemoteRoot)', () => {
  it('contains a crash to its region, reports it, and Retry renders the remote again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
    render(
      <>
        <RemoteRoot name="mf-demo">
          <Flaky />
        </RemoteRoot>
        <p>other region</p>
      </>,
    );
    expect(screen.getByText('This part of the page stopped working.')).toBeTruthy();
    expect(screen.getByText('other region')).toBeTruthy();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      expect.objectContaining({ remote: 'mf-demo' }),
    );

    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByText('working again')).toBeTruthy();
  });
});
