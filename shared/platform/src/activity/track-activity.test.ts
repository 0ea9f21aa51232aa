/**
 * @jest-environment jsdom
 */
import { bus } from '../bus/event-bus';
import { emitWithAck, getSocket } from '../socket/socket-bridge';
import { trackActivity } from './track-activity';

jest.mock('../socket/socket-bridge');
const mockedEmit = jest.mocked(emitWithAck);
const mockedSocket = jest.mocked(getSocket);

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};
const sentEvents = () => mockedEmit.mock.calls.map(([event]) => event);
/** Lets the acknowledgement's promise settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** What the "where did you go ?" popup hears, in order. */
function popupEvents() {
  const seen: string[] = [];
  const subscriptions = [
    bus.on('activity:inactive').subscribe(({ reason }) => seen.push(`inactive:${reason}`)),
    bus.on('activity:resumed').subscribe(() => seen.push('resumed')),
  ];
  const unsubscribe = () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
  return { seen, unsubscribe };
}

let stop: () => void = () => {};
beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  mockedEmit.mockResolvedValue({ success: true });
  mockedSocket.mockReturnValue(null);
  setHidden(false);
  window.history.replaceState(null, '', '/en/dashboard');
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('trackActivity on a page', () => {
  it('starts once the socket connects and the server acknowledges', async () => {
    stop = trackActivity();
    expect(mockedEmit).not.toHaveBeenCalled();
    bus.emit('socket:connected');
    await settle();
    expect(mockedEmit).toHaveBeenCalledWith('watch-activity', { route: '/en/dashboard', gainedMinutes: 0 });
  });

  it('asks where the learner went after 5 quiet minutes, and any input brings them back', async () => {
    mockedSocket.mockReturnValue({ connected: true } as ReturnType<typeof getSocket>);
    const { seen, unsubscribe } = popupEvents();
    stop = trackActivity();
    await settle();
    jest.advanceTimersByTime(299_000);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(299_000);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1_000);
    expect(seen).toEqual(['inactive:idle']);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(seen).toEqual(['inactive:idle', 'resumed']);
    unsubscribe();
  });

  it('closes "where did you go ?" when a reconnect counts time again', async () => {
    mockedSocket.mockReturnValue({ connected: true } as ReturnType<typeof getSocket>);
    const { seen, unsubscribe } = popupEvents();
    stop = trackActivity();
    await settle();
    jest.advanceTimersByTime(300_000);
    expect(seen).toEqual(['inactive:idle']);
    // The socket drops and comes back: the server watches the new socket and time counts again.
    bus.emit('socket:connected');
    await settle();
    expect(sentEvents().filter((event) => event === 'watch-activity')).toHaveLength(2);
    expect(seen).toEqual(['inactive:idle', 'resumed']);
    // Once only: a later reconnect while active says nothing.
    bus.emit('socket:connected');
    await settle();
    expect(seen).toEqual(['inactive:idle', 'resumed']);
    unsubscribe();
  });

  it('keeps a playing video as attention', async () => {
    mockedSocket.mockReturnValue({ connected: true } as ReturnType<typeof getSocket>);
    const video = document.createElement('video');
    Object.defineProperty(video, 'paused', { value: false });
    document.body.append(video);
    stop = trackActivity();
    await settle();
    jest.advanceTimersByTime(900_000);
    expect(sentEvents()).not.toContain('inactive');
    video.remove();
  });

  it('reports left-window when the tab is hidden and unmount when the page is left', async () => {
    mockedSocket.mockReturnValue({ connected: true } as ReturnType<typeof getSocket>);
    stop = trackActivity();
    await settle();
    jest.advanceTimersByTime(60_000);
    setHidden(true);
    expect(mockedEmit).toHaveBeenLastCalledWith('left-window', { route: '/en/dashboard', gainedMinutes: 1 });
    setHidden(false);
    window.dispatchEvent(new MouseEvent('click'));
    jest.advanceTimersByTime(30_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(mockedEmit).toHaveBeenLastCalledWith('unmount', { route: '/en/dashboard', gainedMinutes: 0.5 });
  });

  it('stops at once when the tab was hidden while the server was answering', async () => {
    mockedSocket.mockReturnValue({ connected: true } as ReturnType<typeof getSocket>);
    setHidden(true);
    stop = trackActivity();
    await settle();
    expect(sentEvents()).toEqual(['watch-activity', 'left-window']);
    jest.advanceTimersByTime(900_000);
    expect(sentEvents()).toEqual(['watch-activity', 'left-window']);
  });

  it('counts nothing when the server does not confirm', async () => {
    mockedSocket.mockReturnValue({ connected: true } as ReturnType<typeof getSocket>);
    mockedEmit.mockResolvedValue({ success: false });
    stop = trackActivity();
    await settle();
    jest.advanceTimersByTime(900_000);
    setHidden(true);
    stop();
    expect(sentEvents()).toEqual(['watch-activity']);
  });
});
