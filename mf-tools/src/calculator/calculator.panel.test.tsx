import type { CalculatorKey } from '@elearn/contracts/constants';
import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { CalculatorPanel } from './calculator.panel';
import { calculatorKeysQuery } from './calculator.queries';

jest.mock('./calculator.queries');
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
    expect(screen.getByRole('button', { name: 'Sine (degrees unless pi is used)' })).toBeInTheDocument();
    expect(fetched).toEqual([]);
  });

  it('shows only the course’s permitted keys, and refuses a typed function it does not permit', async () => {
    permitting(['pi']);
    await open('/dashboard/study/c1/lo/m/l');
    expect(fetched).toEqual([{ course: 'c1', during: 'study' }]);
    expect(await screen.findByRole('button', { name: 'Pi' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Sine (degrees unless pi is used)' }),
    ).not.toBeInTheDocument();
    evaluate('2pi');
    expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('= 6.283185307');
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
