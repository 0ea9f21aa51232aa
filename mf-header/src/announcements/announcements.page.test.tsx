import { session$ } from '@elearn/platform';
import { anAnnouncement, aUser } from '@elearn/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { AnnouncementsPage } from './announcements.page';
import {
  type Announcement,
  deleteAnnouncement,
  getAnnouncements,
  postAnnouncement,
  putAnnouncementRead,
} from './announcements.resource';

jest.mock('./announcements.resource');
const mockedList = jest.mocked(getAnnouncements);
const mockedRead = jest.mocked(putAnnouncementRead);
const mockedPost = jest.mocked(postAnnouncement);
const mockedDelete = jest.mocked(deleteAnnouncement);

/** Every announcement on the server, newest first; the page asks for pages of 10. */
function serve(all: Announcement[]) {
  mockedList.mockImplementation(async (page) => ({
    announcements: all.slice((page - 1) * 10, page * 10),
    total: all.length,
    unreadCount: all.filter((a) => !a.isRead).length,
  }));
}

const items = () => screen.queryAllByTestId('announcement');
const totals = () => screen.getByTestId('announcement-totals');

beforeEach(() => {
  jest.resetAllMocks();
  mockedRead.mockResolvedValue(true);
  mockedDelete.mockResolvedValue(true);
});
afterEach(() => act(() => session$.next(null)));

describe('announcements page for a learner', () => {
  beforeEach(() => session$.next(aUser('Learner')));

  it('lists 10 a page with the totals, and pages on', async () => {
    const all = Array.from({ length: 12 }, (_, i) => anAnnouncement({ isRead: i >= 3 }));
    serve(all);
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements' });
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(totals()).toHaveTextContent('Total: 12');
    expect(totals()).toHaveTextContent('Unread: 3');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(mockedList).toHaveBeenLastCalledWith(2);
    expect(items()[0]).toHaveTextContent(all[10]!.title);
  });

  it('opens one in a dialog and marks it read', async () => {
    const unread = anAnnouncement({ title: 'Holiday schedule', text: 'We close on Friday.' });
    serve([unread]);
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements' });
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Unread');
    fireEvent.click(screen.getByRole('button', { name: 'Read more: Holiday schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holiday schedule' });
    expect(dialog).toHaveTextContent('We close on Friday.');
    await waitFor(() => expect(totals()).toHaveTextContent('Unread: 0'));
    expect(mockedRead).toHaveBeenCalledWith(unread.id);
    expect(items()[0]).not.toHaveTextContent('Unread');
  });

  it('offers neither publishing nor deleting', async () => {
    serve([anAnnouncement()]);
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements' });
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByRole('form', { name: 'Publish an announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockedList.mockRejectedValueOnce(new Error('down'));
    serve([anAnnouncement({ title: 'After retry' })]);
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements' });
    expect(await screen.findByText('We could not load the announcements.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('After retry')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    serve([]);
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements' });
    expect(await screen.findByText('There are no announcements yet.')).toBeInTheDocument();
  });
});

describe('announcements page for staff', () => {
  beforeEach(() => session$.next(aUser('Editor', { permissionLevel: 3 })));

  it('checks the form with translated messages before publishing', async () => {
    serve([]);
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements', lang: 'de' });
    const form = await screen.findByRole('form', { name: 'Ankündigung veröffentlichen' });
    fireEvent.click(within(form).getByRole('button', { name: 'Veröffentlichen' }));
    expect(
      await within(form).findByText('Der Titel muss mindestens 3 Zeichen lang sein!'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Bitte gib den Text der Ankündigung ein!')).toBeInTheDocument();
    expect(within(form).getByLabelText('Titel')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedPost).not.toHaveBeenCalled();
  });

  it('publishes, clears the form and shows the new one first', async () => {
    serve([]);
    const published = anAnnouncement({ title: 'New term', text: 'Starts Monday.' });
    mockedPost.mockImplementation(async () => {
      serve([published]);
      return { ok: true, announcement: published };
    });
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements' });
    const form = await screen.findByRole('form', { name: 'Publish an announcement' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: '  New term ' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Starts Monday.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(mockedPost).toHaveBeenCalledWith({ title: 'New term', text: 'Starts Monday.' });
    expect(within(form).getByLabelText('Title')).toHaveValue('');
    expect(await screen.findByText('Announcement published.')).toBeInTheDocument();
  });

  it("shows the server's field errors", async () => {
    serve([]);
    mockedPost.mockResolvedValue({
      ok: false,
      status: 422,
      errors: { title: 'validation.announcement.titleMax' },
    });
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements' });
    const form = await screen.findByRole('form', { name: 'Publish an announcement' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Fine title' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Body' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText('The title must be 200 characters at most!')).toBeInTheDocument();
  });

  it('deletes one after confirmation', async () => {
    const doomed = anAnnouncement({ title: 'Old news' });
    serve([doomed]);
    mockedDelete.mockImplementation(async () => {
      serve([]);
      return true;
    });
    await renderAt(<AnnouncementsPage />, { path: '/dashboard/announcements' });
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Old news' }));
    expect(await screen.findByText('Please, Confirm delete!')).toBeInTheDocument();
    expect(mockedDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(mockedDelete).toHaveBeenCalledWith(doomed.id));
    expect(await screen.findByText('There are no announcements yet.')).toBeInTheDocument();
  });
});
