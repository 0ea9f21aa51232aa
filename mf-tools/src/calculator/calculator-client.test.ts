import { FakeCalculatorWorker } from '../../test/fake-calculator-worker';
import { BUDGET_MS, calculatorClient, STARTUP_MS } from './calculator-client';

/** The page and worker protocol, with a fake worker and jest's clock (no real waiting). */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const starting = (...workers: FakeCalculatorWorker[]) => {
  const started: FakeCalculatorWorker[] = [];
  const start = jest.fn(() => {
    const worker = workers[started.length] ?? new FakeCalculatorWorker();
    started.push(worker);
    return worker;
  });
  return { start, started };
};

describe('the calculator client', () => {
  it('starts its worker on first use only, then asks by id and gets the worker’s answers', async () => {
    const { start, started } = starting();
    const client = calculatorClient(start);
    expect(start).not.toHaveBeenCalled();
    const first = client.calculate('1 + 2');
    const second = client.calculate('sin(30)');
    const third = client.calculate('sin(pi/6)', 'rad');
    await jest.runAllTimersAsync();
    await expect(first).resolves.toEqual({ ok: true, value: 3, text: '3' });
    await expect(second).resolves.toMatchObject({ ok: true, text: '0.5' });
    await expect(third).resolves.toMatchObject({ ok: true, text: '0.5' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(started[0]!.received).toEqual([
      { id: 1, expression: '1 + 2', angle: 'deg' },
      { id: 2, expression: 'sin(30)', angle: 'deg' },
      { id: 3, expression: 'sin(pi/6)', angle: 'rad' },
    ]);
    const invalid = client.calculate('a');
    await jest.runAllTimersAsync();
    await expect(invalid).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('ends a worker that answers past the budget, says so, and starts a fresh one next time', async () => {
    const stuck = new FakeCalculatorWorker('hangs');
    const { start, started } = starting(stuck);
    const client = calculatorClient(start);
    const answer = client.calculate('sum(sum(sum(x, 1, 99999), 1, 99999), 1, 99999)');
    await jest.advanceTimersByTimeAsync(BUDGET_MS - 1);
    expect(stuck.terminated).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(stuck.terminated).toBe(true);

    const next = client.calculate('2^10');
    await jest.runAllTimersAsync();
    await expect(next).resolves.toMatchObject({ ok: true, text: '1024' });
    expect(started).toHaveLength(2);
  });

  it('counts the budget from when the worker is ready, and gives up on one that never loads', async () => {
    const silent = new FakeCalculatorWorker('silent');
    const { start } = starting(silent);
    const client = calculatorClient(start);
    client.warm();
    const answer = client.calculate('1');
    await jest.advanceTimersByTimeAsync(BUDGET_MS + 1);
    expect(silent.terminated).toBe(false);
    await jest.advanceTimersByTimeAsync(STARTUP_MS);
    await expect(answer).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect(silent.terminated).toBe(true);
  });

  it('says unavailable when the worker cannot start or fails to load', async () => {
    const refused = calculatorClient(() => {
      throw new DOMException('cross-origin worker', 'SecurityError');
    });
    await expect(refused.calculate('1')).resolves.toEqual({ ok: false, reason: 'unavailable' });

    const broken = new FakeCalculatorWorker('silent');
    const client = calculatorClient(starting(broken).start);
    const answer = client.calculate('1');
    broken.onerror?.(new ErrorEvent('error'));
    await expect(answer).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect(broken.terminated).toBe(true);
  });
});
