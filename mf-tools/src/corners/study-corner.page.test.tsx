import type { StudyCornerPage as CornerPageData } from '@elearn/contracts';
import { bus, session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { formatClock, secondsLeft, syncTimer } from './corner-clock';
import { getCorner, saveNotes, timerAction } from './corners.resource';
import { StudyCornerPage } from './study-corner.page';

jest.mock('./corners.resource', () => ({
  ...jest.requireActual('./corners.resource'),
  getCorner: jest.fn(),
  saveNotes: jest.fn(),
  timerAction: jest.fn(),
}));
const mockedCorner = jest.mocked(getCorner);
const mockedNotes = jest.mocked(saveNotes);
const mockedTimer = jest.mocked(timerAction);

const me = aUser('Learner', { firstName: 'Layla', lastName: 'Mansour' });
const corner = (over: Partial<CornerPageData> = {}): CornerPageData => ({
  id: 'c1',
  name: 'Maths revision',
  owned: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  inviteCode: 'secret-code',
  notes: 'Chapter 3',
  timer: { phase: 'focus', seconds: 1500, startedAt: null, leftSeconds: 1500 },
  members: [{ id: me.id, firstName: 'Layla', lastName: 'Mansour' }],
  serverNow: new Date().toISOString(),
  ...over,
});
const page = (lang = 'en') =>
  renderAt(<StudyCornerPage params={{ id: 'c1' }} />, {
    lang,
    path: '/dashboard/study-corner/c1',
    routes: ['/dashboard/study-corners', '/dashboard/study-corner/:id'],
  });

beforeEach(() => {
  jest.resetAllMocks();
  session$.next(me);
});
afterEach(() => {
  jest.useRealTimers();
  act(() => session$.next(null));
});

describe('the shared timer clock', () => {
  it("counts on the server's clock, so members with wrong clocks agree", () => {
    const timer = {
      phase: 'focus' as const,
      seconds: 1500,
      startedAt: '2026-01-01T10:00:00.000Z',
      leftSeconds: 1500,
    };
    // This client's clock is 5 minutes behind the server's.
    const clientNow = Date.parse('2026-01-01T10:05:00.000Z') - 300_000;
    const synced = syncTimer(timer, '2026-01-01T10:05:00.000Z', clientNow);
    expect(secondsLeft(synced, clientNow)).toBe(1200);
    expect(formatClock(secondsLeft(synced, clientNow + 61_000))).toBe('18:59');
    expect(formatClock(0)).toBe('0:00');
  });
});

describe('a study corner page', () => {
  it('shows the corner, its invite link, the timer and the notes', async () => {
    mockedCorner.mockResolvedValue(corner());
    await page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths revision' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
      'http://localhost/en/dashboard/study-corners?join=secret-code',
    );
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('25:00');
    expect(screen.getByRole('textbox', { name: 'Shared notes' })).toHaveValue('Chapter 3');
  });

  it('runs the timer everyone shares when the server says it started, and starts it for everyone', async () => {
    mockedCorner.mockResolvedValue(corner());
    mockedTimer.mockResolvedValue({
      phase: 'focus',
      seconds: 1500,
      startedAt: new Date().toISOString(),
      leftSeconds: 1500,
    });
    await page();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(mockedTimer).toHaveBeenCalledWith('c1', 'start'));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    // Another member paused it at 12:34: this page follows the room's event.
    act(() =>
      bus.emit('server:corner-timer', {
        timer: { phase: 'focus', seconds: 1500, startedAt: null, leftSeconds: 754 },
        serverNow: new Date().toISOString(),
      }),
    );
    expect(screen.getByRole('timer')).toHaveTextContent('12:34');
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('saves the notes as they are typed, once typing pauses, saying so', async () => {
    mockedCorner.mockResolvedValue(corner());
    mockedNotes.mockResolvedValue();
    await page();
    const notes = await screen.findByRole('textbox', { name: 'Shared notes' });
    jest.useFakeTimers();
    fireEvent.change(notes, { target: { value: 'Chapter 3\nx' } });
    fireEvent.change(notes, { target: { value: 'Chapter 3\nx = 4' } });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    expect(mockedNotes).toHaveBeenCalledTimes(1);
    expect(mockedNotes).toHaveBeenCalledWith('c1', 'Chapter 3\nx = 4');
  });

  it("shows another member's notes and who is present, live", async () => {
    mockedCorner.mockResolvedValue(corner());
    await page();
    await screen.findByRole('textbox', { name: 'Shared notes' });
    act(() => {
      bus.emit('server:corner-notes', { notes: 'Chapter 4', by: 'someone-else' });
      bus.emit('server:corner-presence', {
        id: 'c1',
        present: [
          { id: me.id, firstName: 'Layla', lastName: 'Mansour' },
          { id: 'u2', firstName: 'Sami', lastName: 'Nasser' },
        ],
      });
    });
    expect(screen.getByRole('textbox', { name: 'Shared notes' })).toHaveValue('Chapter 4');
    const here = screen.getByRole('region', { name: 'Here now' });
    expect(
      within(here)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Layla Mansour', 'Sami Nasser']);
  });

  it('says when the notes cannot be saved', async () => {
    mockedCorner.mockResolvedValue(corner());
    mockedNotes.mockRejectedValue(new Error('HTTP 500'));
    await page();
    const notes = await screen.findByRole('textbox', { name: 'Shared notes' });
    fireEvent.change(notes, { target: { value: 'x' } });
    expect(
      await screen.findByText('Your notes could not be saved.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('tells an invited member that only the owner shares the link, and a stranger that it is not theirs', async () => {
    mockedCorner.mockResolvedValueOnce(corner({ owned: false, inviteCode: null }));
    await page();
    expect(
      await screen.findByText('Only the owner of this corner shares its invite link.'),
    ).toBeInTheDocument();
    mockedCorner.mockResolvedValueOnce(null);
    await page();
    expect(
      await screen.findByText('This study corner does not exist, or you are not one of its members.'),
    ).toBeInTheDocument();
  });

  it('speaks Arabic in Arabic', async () => {
    mockedCorner.mockResolvedValue(corner());
    await page('ar');
    expect(await screen.findByRole('heading', { level: 2, name: 'مؤقت التركيز' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ابدأ' })).toBeInTheDocument();
  });
});
