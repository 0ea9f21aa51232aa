import { initI18n } from '@elearn/i18n';
import { bus } from '@elearn/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mountErrorDialog } from './mount-error-dialog';

beforeAll(async () => {
  await initI18n('en');
  const element = document.createElement('div');
  document.body.append(element);
  mountErrorDialog(element);
});

const dialog = () => screen.findByRole('dialog', { name: 'Something went wrong!' }, { timeout: 5000 });

describe('the error dialog', () => {
  // The dialog's code (antd's modal) loads on the first error: seconds on a busy machine.
  it('shows every failure when two calls fail at once, not only the last', async () => {
    act(() => {
      bus.emit('ui:error-dialog', {
        message: 'Request failed with status code 500',
        serverMessage: 'Stats broke',
      });
      bus.emit('ui:error-dialog', { message: 'Network Error' });
    });
    const shown = await dialog();
    within(shown).getByText('2 requests failed:');
    const items = within(shown).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Message: Request failed with status code 500Server message: Stats broke',
      'Message: Network Error',
    ]);

    act(() => bus.emit('ui:error-dialog', { message: 'Timeout' }));
    await waitFor(() => within(shown).getByText('3 requests failed:'));

    // Closing clears them: the next failure is shown alone.
    fireEvent.click(within(shown).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => bus.emit('ui:error-dialog', { message: 'Later failure' }));
    const again = await dialog();
    await waitFor(() => within(again).getByText('Later failure'));
    expect(within(again).queryByRole('list')).toBeNull();
    expect(within(again).queryByText('Timeout')).toBeNull();
  }, 20_000);
});
