import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { type CardEnhance, EnhanceCardButton } from './enhance-dialog.component';

const at = { path: '/dashboard/course-wizard/d-1' };

/** An AI call the test answers when it wants, recording the prompt and the signal it got. */
function pendingCall() {
  const calls: { prompt: string; signal: AbortSignal; answer: (ok: boolean) => void }[] = [];
  const enhance: CardEnhance = (prompt, signal) =>
    new Promise((resolve) =>
      calls.push({
        prompt,
        signal,
        answer: (ok) =>
          resolve(
            ok ? { ok: true, data: {} } : { ok: false, status: 503, errors: {}, message: 'AI_TIMEOUT' },
          ),
      }),
    );
  return { calls, enhance };
}
const renderButton = (enhance: CardEnhance, startPrompt = '') =>
  renderAt(
    <EnhanceCardButton
      label="Enhance module 1"
      title="Enhance the module “Leaves”"
      startPrompt={startPrompt}
      enhance={enhance}
    />,
    at,
  );
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Enhance module 1' }));
const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Enhance' }));
const prompt = () => screen.getByLabelText('Prompt for the AI');

describe('a card’s AI enhance', () => {
  it('asks for a prompt first, then is busy until the AI answers, and closes on success', async () => {
    const { calls, enhance } = pendingCall();
    await renderButton(enhance);
    open();
    expect(await screen.findByRole('dialog', { name: 'Enhance the module “Leaves”' })).toBeInTheDocument();
    ask();
    expect(await screen.findByRole('alert')).toHaveTextContent('You have to fill prompt first!');
    expect(calls).toHaveLength(0);
    fireEvent.change(prompt(), { target: { value: 'more practice' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    ask();
    expect(await screen.findByRole('status')).toHaveTextContent('The AI is working on it…');
    expect(calls.map((c) => c.prompt)).toEqual(['more practice']);
    await act(async () => calls[0]!.answer(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the failure in the dialog and keeps the prompt for another try', async () => {
    const { calls, enhance } = pendingCall();
    await renderButton(enhance, 'simpler words');
    open();
    await screen.findByRole('dialog');
    expect(prompt()).toHaveValue('simpler words');
    ask();
    await act(async () => calls[0]!.answer(false));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to enhance: the AI took too long to answer.',
    );
    expect(prompt()).toHaveValue('simpler words');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Cancel aborts the running call and leaves the card as it was', async () => {
    const { calls, enhance } = pendingCall();
    await renderButton(enhance, 'more practice');
    open();
    await screen.findByRole('dialog');
    ask();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => calls[0]!.answer(false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
