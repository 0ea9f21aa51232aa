import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderAt } from '../../test/render';
import { PromptEditor } from './prompt-editor';

let setOutside: (value: string) => void = () => {};
const changes: string[] = [];
const sent = jest.fn();

function Box({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  setOutside = setValue;
  return (
    <>
      <div id="label">Your question</div>
      <PromptEditor
        id="prompt"
        labelledBy="label"
        value={value}
        placeholder="Ask Eve about this course…"
        disabled={false}
        invalid={false}
        onChange={(markdown) => {
          changes.push(markdown);
          setValue(markdown);
        }}
        onEnter={sent}
      />
    </>
  );
}

beforeEach(() => {
  changes.length = 0;
  sent.mockReset();
});

describe('Eve’s rich-text question box', () => {
  it('names each formatting button by its label alone, with no visible text left out (issue 30)', async () => {
    await renderAt(<Box initial="" />);
    for (const name of ['Bold', 'Italic', 'Code', 'Bulleted list', 'Numbered list']) {
      const button = screen.getByRole('button', { name });
      // The mark (B, I, </>, •, 1.) is drawn by CSS: no text of the button is missing from its name.
      expect(button.textContent).toBe('');
    }
  });

  it('shows Markdown as formatted text in a labelled, multi-line text box', async () => {
    await renderAt(<Box initial={'**Why** is it `x`?\n\n- first\n- second'} />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    await waitFor(() => expect(box.querySelector('strong')).toHaveTextContent('Why'));
    expect(box.querySelector('code')).toHaveTextContent('x');
    expect(box.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('takes a value set from outside (cleared after sending, an enhanced prompt) and sends on Enter only', async () => {
    await renderAt(<Box initial="draft" />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(box).toHaveTextContent('draft'));
    act(() => setOutside('An *enhanced* question'));
    await waitFor(() => expect(box.querySelector('em')).toHaveTextContent('enhanced'));
    act(() => setOutside(''));
    await waitFor(() => expect(box).toHaveTextContent(''));
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
