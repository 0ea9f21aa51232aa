import type { StudyCorner } from '@elearn/contracts';
import { session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { CornersLocked, createCorner, deleteCorner, getCorners, joinCorner } from './corners.resource';
import { StudyCornersPage } from './study-corners.page';

jest.mock('./corners.resource', () => ({
  ...jest.requireActual('./corners.resource'),
  getCorners: jest.fn(),
  createCorner: jest.fn(),
  deleteCorner: jest.fn(),
  joinCorner: jest.fn(),
}));
const mockedList = jest.mocked(getCorners);
const mockedCreate = jest.mocked(createCorner);
const mockedDelete = jest.mocked(deleteCorner);
const mockedJoin = jest.mocked(joinCorner);

const corner = (id: string, name: string, owned = true): StudyCorner => ({
  id,
  name,
  owned,
  createdAt: '2026-01-01T10:00:00.000Z',
});
const ROUTES = ['/dashboard/study-corners', '/dashboard/study-corner/:id', '/subscription-options'];
const page = (lang = 'en', query = '') =>
  renderAt(<StudyCornersPage />, { lang, path: `/dashboard/study-corners${query}`, routes: ROUTES });

beforeEach(() => {
  jest.resetAllMocks();
  session$.next(aUser('Learner'));
});
afterEach(() => act(() => session$.next(null)));

describe('study corners page', () => {
  it('shows each corner as a card with Delete and Continue, after the New Study Corner card', async () => {
    mockedList.mockResolvedValue([corner('c1', 'Maths revision'), corner('c2', 'Physics group', false)]);
    await page();
    expect(await screen.findByRole('heading', { level: 2, name: 'Maths revision' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('New Study Corner');
    const maths = within(cards[1]!);
    expect(maths.getByRole('link', { name: 'Continue in Maths revision' })).toHaveAttribute(
      'href',
      '/en/dashboard/study-corner/c1',
    );
    expect(maths.getByRole('button', { name: 'Delete Maths revision' })).toBeInTheDocument();
    // A corner the user was invited to is left, not deleted.
    const physics = within(cards[2]!);
    expect(physics.getByText('Invited')).toBeInTheDocument();
    expect(physics.getByRole('button', { name: 'Leave Physics group' })).toBeInTheDocument();
  });

  it('says so when there is no corner yet, and still offers a new one', async () => {
    mockedList.mockResolvedValue([]);
    await page();
    expect(await screen.findByText('You have no study corners yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Study Corner/ })).toBeInTheDocument();
  });

  it("says 'Failed to get user study corners' with Retry when the list cannot be read", async () => {
    mockedList.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce([corner('c1', 'Maths')]);
    await page();
    expect(await screen.findByText('Failed to get user study corners')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Maths' })).toBeInTheDocument();
  });

  it('shows the locked message with the subscription options when the plan lacks study corners', async () => {
    mockedList.mockRejectedValue(new CornersLocked());
    await page();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This feature is locked. Please subscribe, renew your plan, or upgrade to unlock Study Corners.',
    );
    expect(screen.getByRole('link', { name: 'See subscription options' })).toHaveAttribute(
      'href',
      '/en/subscription-options',
    );
    expect(screen.queryByRole('button', { name: /New Study Corner/ })).toBeNull();
  });

  it('creates a corner from the dialog, refusing a name under 3 letters', async () => {
    mockedList.mockResolvedValue([]);
    mockedCreate.mockResolvedValue(corner('c9', 'Chemistry'));
    await page();
    fireEvent.click(await screen.findByRole('button', { name: /New Study Corner/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Study Corner' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'ab' } });
    fireEvent.blur(name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Must be 3 letters at least!')).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Chemistry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Chemistry' })).toBeInTheDocument();
    expect(mockedCreate).toHaveBeenCalledWith('Chemistry');
  });

  it("says 'Failed to create new study corner' when the corner cannot be made", async () => {
    mockedList.mockResolvedValue([]);
    mockedCreate.mockRejectedValue(new Error('HTTP 500'));
    await page();
    fireEvent.click(await screen.findByRole('button', { name: /New Study Corner/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Study Corner' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Chemistry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create new study corner');
  });

  it('deletes a corner after the confirmation', async () => {
    mockedList.mockResolvedValueOnce([corner('c1', 'Maths')]).mockResolvedValueOnce([]);
    mockedDelete.mockResolvedValue();
    await page();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Maths' }));
    expect(await screen.findByText('Please, Confirm delete!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockedDelete).toHaveBeenCalledWith('c1'));
    expect(await screen.findByText('You have no study corners yet.')).toBeInTheDocument();
  });

  it("says 'Failed to delete corner' when the delete fails, and keeps the card", async () => {
    mockedList.mockResolvedValue([corner('c1', 'Maths')]);
    mockedDelete.mockRejectedValue(new Error('HTTP 500'));
    await page();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Maths' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete corner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Maths' })).toBeInTheDocument();
  });

  it('joins by an invitation link and opens the corner', async () => {
    mockedJoin.mockResolvedValue('c7');
    await page('en', '?join=abc');
    await waitFor(() => expect(window.location.pathname).toBe('/en/dashboard/study-corner/c7'));
    expect(mockedJoin).toHaveBeenCalledWith('abc');
  });

  it('says so when an invitation link is not valid, and shows the list', async () => {
    mockedJoin.mockResolvedValue(null);
    mockedList.mockResolvedValue([corner('c1', 'Maths')]);
    await page('en', '?join=nope');
    expect(await screen.findByText('This invitation link is not valid.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Maths' })).toBeInTheDocument();
  });

  it('shows the locked message, not an invalid link, when the plan lacks study corners', async () => {
    mockedJoin.mockRejectedValue(new CornersLocked());
    mockedList.mockRejectedValue(new CornersLocked());
    await page('en', '?join=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(/unlock Study Corners/);
    expect(screen.queryByText('This invitation link is not valid.')).toBeNull();
  });

  it('speaks Arabic in Arabic', async () => {
    mockedList.mockResolvedValue([]);
    await page('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'أركان الدراسة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ركن دراسة جديد/ })).toBeInTheDocument();
  });
});
