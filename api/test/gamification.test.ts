import type {
  Badge,
  CompetitionResultEvent,
  Notification,
  RankRewardDetail,
  Statistics,
  StreakProgress,
  StreakUpEvent,
  XpGainedEvent,
  YearRanking,
} from '@elearn/contracts';
import { io, type Socket } from 'socket.io-client';
import { awardAssessment } from '../src/modules/gamification/assessments';
import { runRankRewardJob } from '../src/modules/gamification/rank-rewards.job';
import { apiOf, bearer, DEMO_PASSWORD, INSTRUCTOR, ORIGIN, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let base: string;
const sockets: Socket[] = [];
const TARGET = 10;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer({ STREAK_DAILY_TARGET_MINUTES: String(TARGET) });
  api = apiOf(server);
  base = await server.listen();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

const sql = (text: string, values: unknown[] = []) => server.ctx.database.pool.query(text, values);
const advance = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};
interface Received {
  'xp-gained': XpGainedEvent[];
  'streak-up': StreakUpEvent[];
  new_achievement: Badge[];
  'competition-result': CompetitionResultEvent[];
  notification: Notification[];
}
const EVENTS = ['xp-gained', 'streak-up', 'new_achievement', 'competition-result', 'notification'] as const;

/** A signed-in socket that records every gamification event it receives. */
async function socketOf(session: SignedIn) {
  server.clock.now = new Date();
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: session.accessToken },
    extraHeaders: { origin: ORIGIN },
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  const received: Received = {
    'xp-gained': [],
    'streak-up': [],
    new_achievement: [],
    'competition-result': [],
    notification: [],
  };
  for (const e of EVENTS)
    socket.on(e, (payload: unknown) => {
      (received[e] as unknown[]).push(payload);
    });
  const send = (event: string, payload?: unknown) =>
    (payload === undefined ? socket.emitWithAck(event) : socket.emitWithAck(event, payload)) as Promise<{
      success: boolean;
    }>;
  return { socket, received, send };
}

const stats = async (session: SignedIn) =>
  (await api.get('/api/user/getStatistics', bearer(session.accessToken))).json<Statistics>();
const progress = async (session: SignedIn) =>
  (await api.get('/api/user/getStreakProgress', bearer(session.accessToken))).json<StreakProgress>();
const report = (gainedMinutes: number, route = '/en/dashboard') => ({ route, gainedMinutes });
const types = (badges: Badge[]) => badges.map((b) => b.type);

/**
 * Sign-ins and socket handshakes happen on the real clock (tokens are checked
 * against it); each scenario then moves the app clock to its own day.
 */
async function newLearner(timezone = 'UTC') {
  server.clock.now = new Date();
  const session = await api.signUp();
  await sql('UPDATE users SET timezone = $2 WHERE id = $1', [session.userId, timezone]);
  return session;
}

describe('activity over the socket', () => {
  it('acknowledges watching and reports for learners only, and refuses a bad report', async () => {
    const learner = await socketOf(await newLearner());
    expect(await learner.send('watch-activity')).toEqual({ success: true });
    expect(await learner.send('update-activity', { route: '/en/dashboard', gainedMinutes: -1 })).toEqual({
      success: false,
    });
    expect(await learner.send('unmount', 'nonsense')).toEqual({ success: false });
    const instructor = await socketOf(await api.signIn(INSTRUCTOR));
    expect(await instructor.send('watch-activity')).toEqual({ success: false });
    expect(await instructor.send('update-activity', report(1))).toEqual({ success: false });
  });

  it("adds the minutes to the learner's local day, with XP, across the local midnight", async () => {
    const session = await newLearner('Asia/Tokyo');
    const learner = await socketOf(session);
    server.clock.now = new Date('2027-06-10T14:50:00Z'); // 23:50 in Tokyo
    await learner.send('watch-activity');
    advance(6 * MINUTE);
    expect(await learner.send('update-activity', report(6))).toEqual({ success: true });
    expect(await progress(session)).toMatchObject({
      today: '2027-06-10',
      timezone: 'Asia/Tokyo',
      userTodayProgress: { minutes: 6 },
      streakDailyTarget: { minutes: TARGET },
    });
    expect(learner.received['xp-gained'][0]).toEqual({
      gained: 6,
      reason: 'study',
      expValue: 6,
      level: 1,
      coins: 0,
    });

    advance(5 * MINUTE); // 00:01 on 11 June in Tokyo
    expect(await learner.send('inactive', report(5))).toEqual({ success: true });
    expect(await progress(session)).toMatchObject({ today: '2027-06-11', userTodayProgress: { minutes: 5 } });
    // 11 minutes of study and the first-activity achievement (10 XP).
    expect(await stats(session)).toMatchObject({ expValue: 21, coins: 2, level: 1 });
  });

  it('credits no more minutes than the wall clock allows, whatever the client claims', async () => {
    const session = await newLearner();
    const learner = await socketOf(session);
    const otherTab = await socketOf(session);
    server.clock.now = new Date('2027-06-12T08:00:00Z');
    await learner.send('watch-activity');
    await otherTab.send('watch-activity');
    advance(2 * MINUTE);
    await learner.send('update-activity', report(60));
    await learner.send('left-window', report(60));
    await otherTab.send('update-activity', report(2));
    // 2 minutes passed (+ 5 s of slack): two tabs and repeated claims get nothing more.
    expect((await progress(session)).userTodayProgress.minutes).toBe(2.08);
    advance(3 * MINUTE);
    await otherTab.send('unmount', report(3));
    expect((await progress(session)).userTodayProgress.minutes).toBe(5.08);
  });
});

describe('streak', () => {
  it('reaching the daily target is a streak-up with XP, once a day; missed days freeze or reset it', async () => {
    const session = await newLearner('Africa/Cairo');
    const learner = await socketOf(session);
    server.clock.now = new Date('2027-06-15T09:00:00Z');
    await learner.send('watch-activity');
    advance(6 * MINUTE);
    await learner.send('update-activity', report(6));
    expect(learner.received['streak-up']).toEqual([]);
    advance(5 * MINUTE);
    await learner.send('update-activity', report(5));
    expect(learner.received['streak-up']).toEqual([{ daysCount: 1, freezeChances: 0, day: '2027-06-15' }]);
    expect(learner.received['xp-gained'].map((e) => e.reason)).toContain('streak-up');
    advance(10 * MINUTE);
    await learner.send('update-activity', report(10));
    expect(learner.received['streak-up']).toHaveLength(1);
    // 21 minutes, the streak-up (10) and first-activity (10).
    expect(await stats(session)).toMatchObject({ streakDays: 1, expValue: 41, coins: 4 });

    // Next day, target reached again.
    advance(24 * 60 * MINUTE);
    await learner.send('update-activity', report(10));
    expect(learner.received['streak-up'][1]).toMatchObject({ daysCount: 2, day: '2027-06-16' });

    // One freeze chance, then two missed days: a frost day, then a reset.
    await sql('UPDATE user_stats SET freeze_chances = 1 WHERE user_id = $1', [session.userId]);
    advance(48 * 60 * MINUTE); // 18 June: the 17th was missed
    let seen = await progress(session);
    expect(seen.userStreak).toMatchObject({ daysCount: 2, freezeChances: 0, frostDays: ['2027-06-17'] });
    expect(seen.userStreak.streakDays).toEqual(['2027-06-15', '2027-06-16']);
    expect((await stats(session)).freezeChances).toBe(0);
    advance(24 * 60 * MINUTE); // 19 June: the 18th was missed with no chance left
    seen = await progress(session);
    expect(seen.userStreak).toMatchObject({ daysCount: 0, lastStreakUp: '2027-06-16' });
    expect((await stats(session)).streakDays).toBe(0);
  });

  it('answers the demo learner a week with a run, a frost day and today', async () => {
    server.clock.now = new Date();
    const body = await progress(await api.signIn());
    expect(body.timezone).toBe('Africa/Cairo');
    expect(body.userStreak).toMatchObject({ daysCount: 5, freezeChances: 1 });
    expect(body.userStreak.streakDays).toHaveLength(5);
    expect(body.userStreak.streakDays.at(-1)).toBe(body.userStreak.lastStreakUp);
    expect(body.userStreak.frostDays).toHaveLength(1);
    expect(body.userTodayProgress.minutes).toBe(8);
  });

  it('is for learners only', async () => {
    const instructor = await api.signIn(INSTRUCTOR);
    expect((await api.get('/api/user/getStreakProgress', bearer(instructor.accessToken))).statusCode).toBe(
      403,
    );
    expect((await api.get('/api/user/getStreakProgress')).statusCode).toBe(401);
  });
});

describe('achievements and assessments', () => {
  it('awards each achievement once, with its event and XP', async () => {
    const session = await newLearner();
    const learner = await socketOf(session);
    server.clock.now = new Date('2027-07-01T10:00:00Z');
    await learner.send('watch-activity');
    advance(3 * MINUTE);
    await learner.send('update-activity', report(1, '/en/dashboard/study/c/lo/m/l'));
    await learner.send('update-activity', report(1, '/en/dashboard/study/c/lo/m/l'));
    expect(learner.received.new_achievement.map((b: Badge) => b.type)).toEqual([
      'first-activity',
      'first-lesson',
    ]);
    expect(types((await stats(session)).badges)).toEqual(['first-activity', 'first-lesson']);

    expect(await awardAssessment(server.ctx, session.userId, 49)).toEqual({ passed: false, xp: 0 });
    expect(await awardAssessment(server.ctx, session.userId, 80)).toEqual({ passed: true, xp: 40 });
    expect(await awardAssessment(server.ctx, session.userId, 100)).toEqual({ passed: true, xp: 50 });
    const after = await stats(session);
    expect(types(after.badges)).toEqual(['first-activity', 'first-lesson', 'first-passed-test']);
    // 2 minutes, 10 + 10 + 20 for the achievements, 40 + 50 for the tests.
    expect(after.expValue).toBe(132);
    await expect(awardAssessment(server.ctx, session.userId, 101)).rejects.toThrow(RangeError);
  });

  it('level 5 is an achievement, with icons the UI can show', async () => {
    const session = await newLearner();
    for (let i = 0; i < 20; i += 1) await awardAssessment(server.ctx, session.userId, 100);
    const { level, badges } = await stats(session);
    expect(level).toBe(5);
    const badge = badges.find((b) => b.type === 'level-5')!;
    expect(badge).toMatchObject({ iconType: 'svg+placeholder', title: 'Level 5' });
    expect(badge.iconCached).toContain('>5</text>');
  });
});

describe('year ranking', () => {
  it('shows the top 5, the own row when further down, and the year rewards', async () => {
    server.clock.now = new Date();
    const demo = await api.signIn();
    const body = (await api.get('/api/exp/getYearRanking', bearer(demo.accessToken))).json<YearRanking>();
    expect(body.sortedYearExps.map((r) => [r.rank, r.user.firstName, r.xp])).toEqual([
      [1, 'Youssef', 2140],
      [2, 'Mariam', 1875],
      [3, 'Lukas', 1610],
      [4, 'Sofia', 1390],
      [5, 'Karim', 1320],
    ]);
    expect(body.ownRow).toMatchObject({ rank: 6, xp: 1250, user: { id: demo.userId } });
    expect(body.currentYearRankRewards.map((r) => r.rank)).toEqual([1, 2, 3]);

    const top = await api.signIn({ email: 'youssef.adel@rivals.demo.test', password: DEMO_PASSWORD });
    expect(
      (await api.get('/api/exp/getYearRanking', bearer(top.accessToken))).json<YearRanking>().ownRow,
    ).toBeNull();
    const instructor = await api.signIn(INSTRUCTOR);
    expect((await api.get('/api/exp/getYearRanking', bearer(instructor.accessToken))).statusCode).toBe(200);
  });

  it('breaks ties by who got there first, and grants the rewards once, even run twice at once', async () => {
    const first = await newLearner();
    const second = await newLearner();
    const third = await newLearner();
    const winnerSocket = await socketOf(first);
    server.clock.now = new Date('2031-03-01T10:00:00Z');
    await awardAssessment(server.ctx, first.userId, 100);
    advance(MINUTE);
    await awardAssessment(server.ctx, second.userId, 100);
    advance(MINUTE);
    await awardAssessment(server.ctx, third.userId, 60);
    await runRankRewardJob(server.ctx); // the 2031 rewards exist
    const ranking = (await api.get('/api/exp/getYearRanking', bearer(first.accessToken))).json<YearRanking>();
    expect(ranking.sortedYearExps.map((r) => r.user.id)).toEqual([first.userId, second.userId, third.userId]);

    // Still 2031 on the last second of December (UTC): nothing is granted.
    server.clock.now = new Date('2031-12-31T23:59:59Z');
    await runRankRewardJob(server.ctx);
    server.clock.now = new Date('2032-01-01T00:00:01Z');
    await Promise.all([runRankRewardJob(server.ctx), runRankRewardJob(server.ctx)]);
    await runRankRewardJob(server.ctx); // a restart runs it again
    const grants = await sql(
      `SELECT r.rank, g.user_id FROM rank_reward_grants g JOIN rank_rewards r ON r.id = g.reward_id
       WHERE r.year = 2031 ORDER BY r.rank`,
    );
    expect(grants.rows).toEqual([
      { rank: 1, user_id: first.userId },
      { rank: 2, user_id: second.userId },
      { rank: 3, user_id: third.userId },
    ]);
    const notified = await sql(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND event_short = 'rank-reward'`,
      [first.userId],
    );
    expect(notified.rows[0].n).toBe(1);
    await winnerSocket.send('watch-activity'); // flushes the events sent before
    expect(winnerSocket.received.notification).toHaveLength(1);
    expect(winnerSocket.received.notification[0]!.attributes.link).toMatch(/^\/dashboard\/ranking-reward\//);

    const rewardId = ranking.currentYearRankRewards[0]!.id;
    const detail = (
      await api.get(`/api/exp/rankReward/${rewardId}`, bearer(second.accessToken))
    ).json<RankRewardDetail>();
    expect(detail).toMatchObject({ reward: { rank: 1, year: 2031 }, winner: { id: first.userId } });
    expect(types((await stats(first)).badges)).toContain(`rank-reward:${rewardId}`);
    expect((await api.get('/api/exp/rankReward/nope', bearer(first.accessToken))).statusCode).toBe(404);
  });
});

describe('competitions', () => {
  it('ranks participants by study minutes on the course, gives tiers and XP, and closes once', async () => {
    const course = (await sql(`SELECT id, title FROM courses WHERE seo_txt = 'algebra-foundations'`)).rows[0];
    server.clock.now = new Date();
    const editor = await api.signIn({ email: 'editor@demo.test', password: DEMO_PASSWORD });
    const created = await api.post(
      '/api/competitions',
      { courseId: course.id, startsAt: '2027-08-01T09:00:00Z', endsAt: '2027-08-08T09:00:00Z' },
      bearer(editor.accessToken),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    const a = await newLearner();
    const b = await newLearner();
    const [socketA, socketB] = [await socketOf(a), await socketOf(b)];
    server.clock.now = new Date('2027-08-01T10:00:00Z');
    await socketA.send('watch-activity');
    await socketB.send('watch-activity');
    advance(8 * MINUTE);
    const onCourse = `/en/dashboard/study/${course.id}/lo/m/l`;
    await socketA.send('update-activity', report(8, onCourse));
    await socketB.send('update-activity', report(3, onCourse));
    await socketB.send('update-activity', report(2, '/en/dashboard'));
    advance(MINUTE);

    const close = (who: SignedIn) =>
      api.post(`/api/competitions/${id}/close`, undefined, bearer(who.accessToken));
    expect((await close(await api.signIn(INSTRUCTOR))).statusCode).toBe(403);
    const before = (await stats(a)).expValue;
    const first = await close(editor);
    expect(first.statusCode).toBe(200);
    const result = first.json<CompetitionResultEvent & { closedNow: boolean }>();
    expect(result.closedNow).toBe(true);
    expect(result.competition.course.title).toBe(course.title);
    expect(result.studentsCompetitions.map((s) => [s.rank, s.tier, s.xpPoints, s.user.id])).toEqual([
      [1, 'gold', 100, a.userId],
      [2, 'silver', 60, b.userId],
    ]);
    expect((await stats(a)).expValue).toBe(before + 100);

    const again = (await close(editor)).json<CompetitionResultEvent & { closedNow: boolean }>();
    expect(again.closedNow).toBe(false);
    expect(again.studentsCompetitions).toEqual(result.studentsCompetitions);
    expect((await stats(a)).expValue).toBe(before + 100);
    await socketA.send('watch-activity');
    await socketB.send('watch-activity');
    expect(socketA.received['competition-result']).toHaveLength(1);
    expect(socketB.received['competition-result'][0]!.studentsCompetitions).toHaveLength(2);

    const unknown = await api.post(
      '/api/competitions/00000000-0000-0000-0000-000000000000/close',
      undefined,
      bearer(editor.accessToken),
    );
    expect(unknown.statusCode).toBe(404);
    const backwards = await api.post(
      '/api/competitions',
      { courseId: course.id, startsAt: '2027-08-08T09:00:00Z', endsAt: '2027-08-01T09:00:00Z' },
      bearer(editor.accessToken),
    );
    expect(backwards.statusCode).toBe(422);
  });
});
