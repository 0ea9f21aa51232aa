import { type TicketThread, ticketListSchema, ticketThreadSchema } from '@elearn/contracts';
import { ADMIN, apiOf, bearer, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { nextEvent, socketClients } from './socket-client';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let base = '';
const sockets = socketClients(() => base);

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  base = await server.listen();
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });

async function open(who: SignedIn, subject = 'Cannot open my course'): Promise<TicketThread> {
  const response = await call('POST', '/tickets', who, {
    subject,
    category: 'courses',
    message: 'The lesson page stays blank.',
  });
  expect(response.statusCode).toBe(201);
  return ticketThreadSchema.parse(response.json());
}

const countTickets = async () =>
  (await server.ctx.database.pool.query('SELECT count(*)::int AS n FROM support_tickets')).rows[0].n;

describe('support tickets', () => {
  it('a learner opens a ticket; staff answer it and the learner is told live', async () => {
    const learner = await api.signUp();
    const admin = await api.signIn(ADMIN);
    const thread = await open(learner);
    expect(thread.ticket).toMatchObject({ status: 'open', category: 'courses' });
    expect(thread.messages).toHaveLength(1);

    const staffList = ticketListSchema.parse(
      (await call('GET', '/tickets?status=open&limit=50', admin)).json(),
    );
    expect(staffList.tickets.map((t) => t.id)).toContain(thread.ticket.id);

    const socket = await sockets.connect(learner.accessToken);
    const told = nextEvent<{ notificationEvent: { short: string } }>(socket, 'notification');
    const answered = await call('POST', `/tickets/${thread.ticket.id}/reply`, admin, {
      message: 'Fixed, try again.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().ticket.status).toBe('answered');
    expect((await told).notificationEvent.short).toBe('ticket.answered');

    const mine = ticketThreadSchema.parse(
      (await call('GET', `/tickets/${thread.ticket.id}`, learner)).json(),
    );
    expect(mine.messages.map((m) => [m.body, m.author.staff])).toEqual([
      ['The lesson page stays blank.', false],
      ['Fixed, try again.', true],
    ]);
  });

  it("a user never reads, answers or closes another's ticket, and lists only their own", async () => {
    const owner = await api.signUp();
    const stranger = await api.signUp();
    const thread = await open(owner, 'Private matter');
    for (const [method, url, body] of [
      ['GET', `/tickets/${thread.ticket.id}`, undefined],
      ['POST', `/tickets/${thread.ticket.id}/reply`, { message: 'let me in' }],
      ['PUT', `/tickets/${thread.ticket.id}/status`, { status: 'closed' }],
    ] as const) {
      expect((await call(method, url, stranger, body)).statusCode).toBe(404);
    }
    const list = ticketListSchema.parse((await call('GET', '/tickets?limit=50', stranger)).json());
    expect(list.tickets).toEqual([]);
    const again = ticketThreadSchema.parse((await call('GET', `/tickets/${thread.ticket.id}`, owner)).json());
    expect(again.messages).toHaveLength(1);
    expect(again.ticket.status).toBe('open');
  });

  it('refuses bad input and a closed ticket with nothing changed', async () => {
    const learner = await api.signUp();
    const before = await countTickets();
    const bad = await call('POST', '/tickets', learner, { subject: 'x', category: 'nope', message: '' });
    expect(bad.statusCode).toBe(422);
    expect(await countTickets()).toBe(before);
    const thread = await open(learner);
    expect(
      (await call('PUT', `/tickets/${thread.ticket.id}/status`, learner, { status: 'answered' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/tickets/${thread.ticket.id}/status`, learner, { status: 'closed' })).statusCode,
    ).toBe(200);
    const reply = await call('POST', `/tickets/${thread.ticket.id}/reply`, learner, { message: 'hello?' });
    expect(reply.statusCode).toBe(409);
  });

  it("takes an attachment whose bytes match its name, and not another user's upload", async () => {
    const learner = await api.signUp();
    const other = await api.signUp();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (name: string, data: Buffer) => {
      const boundary = 'x-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return server.app.inject({
        method: 'POST',
        url: '/api/tickets/attachment',
        headers: {
          ...bearer(learner.accessToken),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    expect((await upload('page.png', Buffer.from('<html>not a png</html>'))).statusCode).toBe(422);
    const stored = await upload('screen.png', png);
    expect(stored.statusCode).toBe(201);
    const attachment = stored.json();
    const stolen = await call('POST', '/tickets', other, {
      subject: 'Borrowed file',
      category: 'other',
      message: 'see attached',
      attachment,
    });
    expect(stolen.statusCode).toBe(422);
    const created = await call('POST', '/tickets', learner, {
      subject: 'Screenshot',
      category: 'technical',
      message: 'see attached',
      attachment,
    });
    const url = created.json().messages[0].attachment.url as string;
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });
});
