import { bus, session$ } from '@elearn/platform';
import { anAnnouncement, aUser } from '@elearn/testing';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { type Announcement, getUnreadAnnouncements, putAnnouncementRead } from './announcements.resource';
import { AnnouncementsBell } from './announcements-bell.component';

// The bell's counts come from the query cache, which tells React on a timer; here before an awaited act ends.
notifyManager.setScheduler(queueMicrotask);

jest.mock('./announcements.resource');
const mockedUnread = jest.mocked(getUnreadAnnouncements);
const mockedRead = jest.mocked(putAnnouncementRead);

/** The server's unread announcements; the bell gets the latest 10 and the count of all. */
function serve(unread: Announcement[]) {
  mockedUnread.mockResolvedValue({
    announcements: unread.slice(0, 10),
    total: unread.length,
    unreadCount: unread.length,
  });
}

const bellButton = () => screen.getByRole('button', { name: /^Announcements/ });
const openPanel = async () => {
  fireEvent.click(bellButton());
  return screen.findByRole('dialog', { name: 'Announcements' });
};
const items = () => screen.queryAllByTestId('announcement');

beforeEach(() => {
  jest.resetAllMocks();
  session$.next(aUser('Learner'));
  mockedRead.mockResolvedValue(true);
});
afterEach(() => act(() => session$.next(null)));

describe('announcements bell', () => {
  it('says there is nothing unread and links to every announcement', async () => {
    serve([]);
    await renderAt(<AnnouncementsBell />);
    const panel = await openPanel();
    expect(within(panel).getByText('No unread announcements')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/en/dashboard/announcements',
    );
  });

  it('shows the latest unread with previews cut to 400 characters', async () => {
    const long = anAnnouncement({ title: 'Exam week', text: `${'x'.repeat(400)}HIDDEN` });
    serve([long, ...Array.from({ length: 11 }, () => anAnnouncement())]);
    await renderAt(<AnnouncementsBell />);
    expect(bellButton()).toHaveAccessibleName('Announcements, 12 unread');
    await openPanel();
    expect(items()).toHaveLength(10);
    expect(items()[0]).toHaveTextContent('Exam week');
    expect(items()[0]).toHaveTextContent(`${'x'.repeat(400)}…`);
    expect(items()[0]).not.toHaveTextContent('HIDDEN');
  });

  it('opens one in a dialog with its whole text, marks it read, and the count drops by one', async () => {
    const first = anAnnouncement({ title: 'Exam week', text: `Line one\n${'y'.repeat(500)}` });
    serve([first, anAnnouncement()]);
    await renderAt(<AnnouncementsBell />);
    await openPanel();
    fireEvent.click(within(items()[0]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Exam week' });
    expect(within(dialog).getByTestId('announcement-text')).toHaveTextContent(`Line one ${'y'.repeat(500)}`);
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Announcements, 1 unread'));
    expect(mockedRead).toHaveBeenCalledWith(first.id);
    expect(items()).toHaveLength(1);
    // The footer's Close (antd's corner X is named Close too).
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exam week' })).toBeNull());
  });

  it('gives focus back to the panel when the dialog closes with Escape (its opener left the list)', async () => {
    serve([anAnnouncement({ title: 'Exam week' }), anAnnouncement()]);
    await renderAt(<AnnouncementsBell />);
    const panel = await openPanel();
    const opener = within(items()[0]!).getByRole('button');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Exam week' });
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exam week' })).toBeNull());
    await waitFor(() => expect(panel).toHaveFocus());
  });

  it('takes the next unread into the bell when more are waiting', async () => {
    const all = Array.from({ length: 12 }, () => anAnnouncement());
    serve(all);
    await renderAt(<AnnouncementsBell />);
    await openPanel();
    serve(all.slice(1));
    fireEvent.click(within(items()[0]!).getByRole('button'));
    await waitFor(() => expect(mockedUnread).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Announcements, 11 unread'));
    expect(items()).toHaveLength(10);
  });

  it('shows a published announcement live, once, and reloads when one is deleted', async () => {
    serve([]);
    await renderAt(<AnnouncementsBell />);
    const live = anAnnouncement({ title: 'Live news' });
    await act(async () => bus.emit('server:announcement', live));
    await act(async () => bus.emit('server:announcement', live));
    expect(bellButton()).toHaveAccessibleName('Announcements, 1 unread');
    await openPanel();
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Live news');
    serve([]);
    await act(async () => bus.emit('server:deletedAnnouncement', { id: live.id }));
    await waitFor(() => expect(items()).toHaveLength(0));
    expect(bellButton()).toHaveAccessibleName('Announcements');
  });

  it('reloads after a reconnect the server did not recover, not after one it replayed', async () => {
    serve([]);
    await renderAt(<AnnouncementsBell />);
    serve([anAnnouncement({ title: 'Sent while offline' })]);
    await act(async () => bus.emit('socket:disconnected', { reason: 'ping timeout' }));
    // Recovered: the server replays what it sent (as live events), nothing to reload.
    await act(async () => bus.emit('socket:connected'));
    expect(mockedUnread).toHaveBeenCalledTimes(1);
    await act(async () => bus.emit('socket:disconnected', { reason: 'ping timeout' }));
    await act(async () => {
      bus.emit('socket:connected');
      bus.emit('socket:resync');
    });
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Announcements, 1 unread'));
  });

  it('speaks Arabic, right to left', async () => {
    serve([]);
    await renderAt(<AnnouncementsBell />, { lang: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: /^الإعلانات/ }));
    const panel = await screen.findByRole('dialog', { name: 'الإعلانات' });
    expect(within(panel).getByText('لا توجد إعلانات غير مقروءة')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'عرض الكل' })).toHaveAttribute(
      'href',
      '/ar/dashboard/announcements',
    );
  });
});
