import type { CalculatorKey } from '@elearn/contracts/constants';
import { queryOptions } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FakeCalculatorWorker } from '../../test/fake-calculator-worker';
import { renderAt } from '../../test/render';
import { CalculatorPanel } from './calculator.panel';
import { calculatorKeysQuery } from './calculator.queries';
import { BUDGET_MS } from './calculator-client';
import { startCalculatorWorker } from './start-worker';

jest.mock('./calculator.queries');
// Node has no Web Worker: the fake answers as calculator.worker.ts does.
jest.mock('./start-worker', () => {
  const { FakeCalculatorWorker } = jest.requireActual('../../test/fake-calculator-worker');
  return { startCalculatorWorker: jest.fn(() => new FakeCalculatorWorker()) };
});
const started = jest.mocked(startCalculatorWorker);
const keysQuery = jest.mocked(calculatorKeysQuery);
const fetched: unknown[] = [];
const permitting = (keys: CalculatorKey[] | Error) =>
  keysQuery.mockImplementation((place) =>
    queryOptions({
      queryKey: ['tools', 'calculator-keys', place.course, place.during],
      queryFn: async () => {
        fetched.push(place);
        if (keys instanceof Error) throw keys;
        return keys;
      },
      retry: false,
    }),
  );
const routes = ['/', '/dashboard', '/dashboard/study/:c/:lo/:m/:l', '/dashboard/assessment/:c/:hash'];
const open = async (path: string) => {
  await renderAt(<CalculatorPanel onClose={() => {}} />, { path, routes });
  fireEvent.click(screen.getByRole('button', { name: 'Scientific' }));
};
const evaluate = (text: string) => {
  const equation = screen.getByRole('textbox', { name: 'Equation' });
  fireEvent.change(equation, { target: { value: text } });
  fireEvent.keyDown(equation, { key: 'Enter' });
};

beforeEach(() => {
  keysQuery.mockReset();
  fetched.length = 0;
});

describe('calcperm in the calculator', () => {
  it('shows every scientific key off a course page, asking nothing', async () => {
    permitting([]);
    await open('/dashboard');
    expect(screen.getByRole('button', { name: 'sin, Sine' })).toBeInTheDocument();
    expect(fetched).toEqual([]);
  });

  it('shows only the course’s permitted keys, and refuses a typed function it does not permit', async () => {
    permitting(['pi']);
    await open('/dashboard/study/c1/lo/m/l');
    expect(fetched).toEqual([{ course: 'c1', during: 'study' }]);
    expect(await screen.findByRole('button', { name: 'π, Pi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'sin, Sine' })).not.toBeInTheDocument();
    evaluate('2pi');
    // The first answer waits for the worker to load mathjs.
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('= 6.283185307'),
      { timeout: 10_000 },
    );
    evaluate('sin(30)');
    expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('ERROR · Not permitted');
  });

  it('says Not permitted on a test page that permits none, and offers a retry when the keys fail to load', async () => {
    permitting([]);
    await open('/dashboard/assessment/c1/0123456789abcdef0123456789abcdef');
    expect(fetched).toEqual([{ course: 'c1', during: 'assessment' }]);
    expect(await screen.findByText('Not permitted')).toBeInTheDocument();

    permitting(new Error('offline'));
    await open('/dashboard/study/c2/lo/m/l');
    expect(
      await screen.findByText('The keys permitted in this course could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});

/** Types into the equation one character at a time at its end, as a keyboard would. */
const typeKeys = (keys: string) => {
  const equation = screen.getByRole<HTMLInputElement>('textbox', { name: 'Equation' });
  for (const key of keys) fireEvent.change(equation, { target: { value: equation.value + key } });
  return equation;
};

describe('typing and keys (issue 30)', () => {
  it('keeps one "(" when the learner types their own after a function word or key', async () => {
    permitting([]);
    await open('/dashboard');
    const equation = typeKeys('2*cos(60)');
    expect(equation).toHaveValue('2*cos(60)');
    fireEvent.keyDown(equation, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('= 1'), {
      timeout: 10_000,
    });

    fireEvent.change(equation, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'log, Logarithm base 10' }));
    typeKeys('(100)');
    expect(equation).toHaveValue('log(100)');
  });

  it('names every scientific key by the text on it first (axe label-content-name-mismatch)', async () => {
    permitting([]);
    await open('/dashboard');
    for (const button of screen.getAllByRole('button').filter((b) => b.className === 'mt-key'))
      expect(button.getAttribute('aria-label')!.startsWith(`${button.textContent}, `)).toBe(true);
  });

  it('reads trig in radians once switched, and remembers the choice', async () => {
    permitting([]);
    await open('/dashboard');
    expect(screen.getByRole('radio', { name: 'Degrees' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Radians' }));
    evaluate('lim(sin(x)/x, 0)');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('= 1'), {
      timeout: 10_000,
    });
    await open('/dashboard');
    expect(screen.getAllByRole('radio', { name: 'Radians' }).at(-1)).toBeChecked();
    fireEvent.click(screen.getAllByRole('radio', { name: 'Degrees' }).at(-1)!);
    expect(localStorage.getItem('elearn:calculator-angle')).toBe('deg');
  });
});

describe('the time budget in the calculator', () => {
  afterEach(() => jest.useRealTimers());

  it('says an expression took too long when its worker does not answer in time, and calculates again after', async () => {
    permitting([]);
    await open('/dashboard');
    const result = () => screen.getByRole('status', { name: 'Result' });
    evaluate('1 + 1');
    await waitFor(() => expect(result()).toHaveTextContent('= 2'), { timeout: 10_000 });

    const busy = started.mock.results.at(-1)!.value as unknown as FakeCalculatorWorker;
    busy.behaviour = 'hangs';
    jest.useFakeTimers();
    evaluate('sum(sum(sum(x, 1, 99999), 1, 99999), 1, 99999)');
    await act(() => jest.advanceTimersByTimeAsync(BUDGET_MS));
    expect(result()).toHaveTextContent('ERROR · Took too long to calculate');
    expect(busy.terminated).toBe(true);

    evaluate('2^10');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(result()).toHaveTextContent('= 1024');
    expect(started.mock.results.at(-1)!.value).not.toBe(busy);
  });
});
