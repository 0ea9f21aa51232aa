import { bus, session$ } from '@elearn/platform';
import { aNotification, aUser } from '@elearn/testing';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import {
  getNotifications,
  type Notification,
  putAllNotificationsSeen,
  putNotificationSeen,
} from './notifications.resource';
import { NotificationsBell } from './notifications-bell.component';

// The bell's counts come from the query cache, which tells React on a timer; here before an awaited act ends.
notifyManager.setScheduler(queueMicrotask);

jest.mock('./notifications.resource');
const mockedList = jest.mocked(getNotifications);
const mockedSeen = jest.mocked(putNotificationSeen);
const mockedAllSeen = jest.mocked(putAllNotificationsSeen);

/** The server's notifications, newest first; listAll pages through them. */
function serve(all: Notification[]) {
  mockedList.mockImplementation(async (after, limit = 5) => {
    const start = after ? all.findIndex((n) => n.id === after) + 1 : 0;
    return {
      notifications: all.slice(start, start + limit),
      notSeenCount: all.filter((n) => !n.seenAt).length,
      total: all.length,
    };
  });
}

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });
const openPanel = async () => {
  fireEvent.click(bellButton());
  return screen.findByRole('dialog', { name: 'Notifications' });
};
const rows = () => screen.queryAllByTestId('notification');

beforeEach(() => {
  jest.resetAllMocks();
  session$.next(aUser('Learner'));
  mockedSeen.mockResolvedValue(true);
  mockedAllSeen.mockResolvedValue();
});
afterEach(() => act(() => session$.next(null)));

describe('notifications bell', () => {
  it('shows the unseen count, abbreviated, and says it to screen readers', async () => {
    mockedList.mockResolvedValue({ notifications: [aNotification()], notSeenCount: 1530, total: 2000 });
    await renderAt(<NotificationsBell />);
    expect(bellButton()).toHaveTextContent('1.5K');
    expect(bellButton()).toHaveAccessibleName('Notifications, 1530 unseen');
  });

  it('says when there are no notifications', async () => {
    serve([]);
    await renderAt(<NotificationsBell />);
    expect(bellButton()).toHaveAccessibleName('Notifications');
    const panel = await openPanel();
    expect(within(panel).getByText('No notifications')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockedList.mockRejectedValueOnce(new Error('down'));
    await renderAt(<NotificationsBell />);
    const panel = await openPanel();
    expect(within(panel).getByRole('alert')).toHaveTextContent('We could not load your notifications.');
    serve([aNotification({ attributes: { actor: 'Back Again' } })]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Back Again')).toBeInTheDocument();
  });

  it('shows 5 a page and loads the next with Load More until all are there', async () => {
    const all = Array.from({ length: 7 }, () => aNotification());
    serve(all);
    await renderAt(<NotificationsBell />);
    const panel = await openPanel();
    expect(rows()).toHaveLength(5);
    expect(rows()[0]).toHaveTextContent(`${all[0]!.attributes.actor} commented on your post`);
    fireEvent.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(7));
    // Keyset paging: the page below the last one shown, whatever arrived on top since.
    expect(mockedList).toHaveBeenLastCalledWith(all[4]!.id);
    expect(within(panel).queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('marks an unseen one seen when opened, and the count drops by one', async () => {
    const text = aNotification({
      notificationEvent: { short: 'x', template: 'notifications.fallback', templateType: 'text' },
    });
    serve([text, aNotification(), aNotification({ seenAt: '2026-11-21T10:00:00.000Z' })]);
    await renderAt(<NotificationsBell />);
    expect(bellButton()).toHaveAccessibleName('Notifications, 2 unseen');
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: /You have a new notification/ }));
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 1 unseen'));
    expect(mockedSeen).toHaveBeenCalledWith(text.id);
    expect(rows()[0]).toHaveAttribute('data-unseen', 'false');
    // Opening it again, or a seen one, asks the server nothing.
    fireEvent.click(screen.getByRole('button', { name: /You have a new notification/ }));
    expect(mockedSeen).toHaveBeenCalledTimes(1);
  });

  it('opens a link notification at its page in the current language', async () => {
    const link = aNotification({
      attributes: { actor: 'Omar', link: '/course/algebra/forum/p-1?comment=c1' },
    });
    serve([link]);
    await renderAt(<NotificationsBell />, { lang: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const item = await screen.findByRole('link', { name: /Omar a commenté votre publication/ });
    expect(item).toHaveAttribute('href', '/fr/course/algebra/forum/p-1?comment=c1');
    fireEvent.click(item);
    expect(window.location.pathname + window.location.search).toBe('/fr/course/algebra/forum/p-1?comment=c1');
    await waitFor(() => expect(mockedSeen).toHaveBeenCalledWith(link.id));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('words a ranking reward in the page language', async () => {
    serve([
      aNotification({
        attributes: { rank: '1', year: '2026', name: 'Gold tablet', link: '/dashboard/ranking-reward/r1' },
        notificationEvent: {
          short: 'rank-reward',
          template: 'notifications.rankReward',
          templateType: 'link',
        },
      }),
    ]);
    await renderAt(<NotificationsBell />, { lang: 'de' });
    fireEvent.click(screen.getByRole('button', { name: /^Benachrichtigungen/ }));
    await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    expect(rows()[0]).toHaveTextContent(
      'Jahresrangliste 2026: Du bist auf Platz 1 und gewinnst Gold tablet!',
    );
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute('href', '/de/dashboard/ranking-reward/r1');
  });

  it('renders an unknown custom notification by its template, and an unknown template readably', async () => {
    serve([
      aNotification({
        attributes: {},
        notificationEvent: {
          short: 'new.kind',
          template: 'notifications.forum.reply',
          templateType: 'custom',
        },
      }),
      aNotification({ notificationEvent: { short: 'y', template: 'no.such.key', templateType: 'text' } }),
    ]);
    await renderAt(<NotificationsBell />);
    await openPanel();
    expect(rows()[0]).toHaveTextContent('Someone replied to a comment on your post');
    expect(rows()[1]).toHaveTextContent('You have a new notification');
  });

  it('marks all seen, then reloads the list', async () => {
    const all = [aNotification(), aNotification()];
    serve(all);
    await renderAt(<NotificationsBell />);
    const panel = await openPanel();
    serve(all.map((n) => ({ ...n, seenAt: '2026-11-22T10:00:00.000Z' })));
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications'));
    expect(mockedAllSeen).toHaveBeenCalledTimes(1);
    expect(mockedList).toHaveBeenCalledTimes(2);
    expect(rows().map((row) => row.getAttribute('data-unseen'))).toEqual(['false', 'false']);
  });

  it('refreshes on request', async () => {
    serve([]);
    await renderAt(<NotificationsBell />);
    const panel = await openPanel();
    serve([aNotification({ attributes: { actor: 'Lina' } })]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(await within(panel).findByText('Lina')).toBeInTheDocument();
  });

  it('prepends a live notification once and counts it', async () => {
    serve([aNotification()]);
    await renderAt(<NotificationsBell />);
    await openPanel();
    const live = aNotification({ attributes: { actor: 'Live Person' } });
    await act(async () => bus.emit('server:notification', live));
    await act(async () => bus.emit('server:notification', live));
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Live Person');
    expect(bellButton()).toHaveAccessibleName('Notifications, 2 unseen');
  });

  it('does not count again an older event that socket.io replays after a reload', async () => {
    // Six unseen: the oldest is on the second page, so not shown but counted.
    const newer = Array.from({ length: 5 }, () => aNotification({ createdAt: '2026-11-20T09:00:00.000Z' }));
    const older = aNotification({ createdAt: '2026-11-20T08:00:00.000Z' });
    serve([...newer, older]);
    await renderAt(<NotificationsBell />);
    await act(async () => bus.emit('server:notification', older));
    expect(bellButton()).toHaveAccessibleName('Notifications, 6 unseen');
    await openPanel();
    expect(rows()).toHaveLength(5);
  });

  it('reloads on refreshNotifications and after a reconnect the server did not recover, without duplicates', async () => {
    const first = aNotification();
    serve([first]);
    await renderAt(<NotificationsBell />);
    const missed = aNotification({ attributes: { actor: 'Missed While Offline' } });
    serve([missed, first]);
    await act(async () => bus.emit('socket:disconnected', { reason: 'transport close' }));
    await act(async () => {
      bus.emit('socket:connected');
      bus.emit('socket:resync');
    });
    await openPanel();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Missed While Offline');
    expect(bellButton()).toHaveAccessibleName('Notifications, 2 unseen');
    serve([]);
    await act(async () => bus.emit('server:refreshNotifications'));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(mockedList).toHaveBeenCalledTimes(3);
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    serve([]);
    await renderAt(<NotificationsBell />);
    const panel = await openPanel();
    expect(panel).toHaveFocus();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bellButton()).toHaveFocus();
  });
});
