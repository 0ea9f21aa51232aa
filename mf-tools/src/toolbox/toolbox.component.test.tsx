import { bus, session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { deleteBoard, getBoards } from '../whiteboard/whiteboard.resource';
import { Toolbox } from './toolbox.component';

jest.mock('../whiteboard/whiteboard.resource');
// Node has no Web Worker: the fake answers as calculator.worker.ts does.
jest.mock('../calculator/start-worker', () => jest.requireActual('../../test/fake-calculator-worker'));
const boards = jest.mocked(getBoards);
const remove = jest.mocked(deleteBoard);

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  session$.next(aUser('Learner'));
  boards.mockResolvedValue([{ _id: 'b1', name: 'Fractions', link: '/api/whiteboard/b1' }]);
  remove.mockResolvedValue();
});
afterEach(() => act(() => session$.next(null)));

const tab = () => screen.getByRole('button', { name: 'Tools' });

describe('the toolbox', () => {
  it('opens its menu from the tab and closes it with Escape, focus back on the tab', async () => {
    await renderAt(<Toolbox />);
    fireEvent.click(tab());
    const menu = await screen.findByRole('dialog', { name: 'Tools' });
    expect(tab()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Calculator' })).toHaveFocus());
    expect(await screen.findByRole('button', { name: 'Fractions' })).toBeInTheDocument();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Tools' })).not.toBeInTheDocument();
    expect(tab()).toHaveFocus();
  });

  it('opens the calculator on the bus and calculates from the keyboard', async () => {
    await renderAt(<Toolbox />);
    act(() => bus.emit('ui:toggle-calculator'));
    const equation = await screen.findByRole('textbox', { name: 'Equation' });
    await waitFor(() => expect(equation).toHaveFocus());
    fireEvent.change(equation, { target: { value: '2^3^2', selectionStart: 5 } });
    fireEvent.keyDown(equation, { key: 'Enter' });
    const result = () => screen.getByRole('status', { name: 'Result' });
    // The first answer waits for the worker to load mathjs.
    await waitFor(() => expect(result()).toHaveTextContent('= 512'), { timeout: 10_000 });
    fireEvent.change(equation, { target: { value: '1/0-1/0' } });
    expect(screen.queryByRole('status', { name: 'Result' })).not.toBeInTheDocument();
    fireEvent.keyDown(equation, { key: 'Enter' });
    await waitFor(() => expect(result()).toHaveTextContent(/^ERROR$/));
    fireEvent.change(equation, { target: { value: 'window' } });
    fireEvent.keyDown(equation, { key: 'Enter' });
    await waitFor(() => expect(result()).toHaveTextContent('ERROR · Invalid expression'));
    fireEvent.keyDown(equation, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Calculator' })).not.toBeInTheDocument();
    expect(tab()).toHaveFocus();
  });

  it('asks before deleting a board, then drops it from the list', async () => {
    await renderAt(<Toolbox />);
    fireEvent.click(tab());
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Fractions' }));
    expect(screen.getByRole('alertdialog', { name: 'Please, Confirm delete!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fractions' })).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith('b1');
  });

  it('asks to save or discard unsaved work before a new board', async () => {
    const user = aUser('Learner');
    session$.next(user);
    localStorage.setItem(
      `elearn.tools.whiteboard.${user.id}`,
      JSON.stringify({ id: null, name: '', saved: null, drawings: [{ tool: 'pen' }] }),
    );
    await renderAt(<Toolbox />);
    fireEvent.click(tab());
    expect(await screen.findByRole('button', { name: 'Unsaved board' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New board' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Your board has unsaved work');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'New board' })).toBeInTheDocument();
  });
});
