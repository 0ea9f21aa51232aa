import { session$ } from '@elearn/platform';
import { anAnnouncement, aUser } from '@elearn/testing';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { AnnouncementsPage } from './announcements.page';
import {
  type Announcement,
  getAnnouncements,
  getUnreadAnnouncements,
  putAnnouncementRead,
} from './announcements.resource';
import { AnnouncementsBell } from './announcements-bell.component';

// The counts come from the query cache, which tells React on a timer; here before an awaited act ends.
notifyManager.setScheduler(queueMicrotask);

jest.mock('./announcements.resource');

/** The server: what each list answers follows what was marked read. */
function serve(all: Announcement[]) {
  const unread = () => all.filter((a) => !a.isRead);
  jest.mocked(getUnreadAnnouncements).mockImplementation(async () => ({
    announcements: unread().slice(0, 10),
    total: unread().length,
    unreadCount: unread().length,
  }));
  jest.mocked(getAnnouncements).mockImplementation(async () => ({
    announcements: all.map((a) => ({ ...a })),
    total: all.length,
    unreadCount: unread().length,
  }));
  jest.mocked(putAnnouncementRead).mockImplementation(async (id) => {
    const found = all.find((a) => a.id === id);
    if (found) found.isRead = true;
    return true;
  });
}

const bellButton = () => screen.getByRole('button', { name: /^Announcements/ });
const listed = (title: string) =>
  screen.getAllByTestId('announcement').find((item) => item.textContent?.includes(title))!;
const closeDialog = async (title: string) => {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
};

beforeEach(() => session$.next(aUser('Learner')));
afterEach(() => act(() => session$.next(null)));

describe('the bell and the announcements page agree on what is read', () => {
  it('opening one on the page or in the bell updates both, without a reload', async () => {
    serve([anAnnouncement({ title: 'Exam week' }), anAnnouncement({ title: 'Room change' })]);
    // The header and the page are separate mounts sharing the page's one query cache, as in the shell.
    await renderAt(
      <>
        <AnnouncementsBell />
        <AnnouncementsPage />
      </>,
      { path: '/dashboard/announcements' },
    );
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Announcements, 2 unread'));
    await waitFor(() => expect(screen.getByTestId('announcement-totals')).toHaveTextContent('Unread: 2'));

    // On the page: the bell follows.
    fireEvent.click(screen.getByRole('button', { name: 'Read more: Exam week' }));
    await closeDialog('Exam week');
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Announcements, 1 unread'));
    expect(listed('Exam week')).not.toHaveTextContent('Unread');
    expect(screen.getByTestId('announcement-totals')).toHaveTextContent('Unread: 1');

    // In the bell: the page follows.
    fireEvent.click(bellButton());
    const panel = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(panel).queryByText('Exam week')).toBeNull();
    fireEvent.click(within(panel).getByText('Room change'));
    await closeDialog('Room change');
    await waitFor(() => expect(screen.getByTestId('announcement-totals')).toHaveTextContent('Unread: 0'));
    expect(listed('Room change')).not.toHaveTextContent('Unread');
    expect(bellButton()).toHaveAccessibleName('Announcements');
  });
});
