import { closeRunningServers } from './running-servers';

// After each test file's own afterAll: whatever it could not close (a timed-out beforeAll) is closed here.
afterAll(() => closeRunningServers(), 60_000);
