import { fireEvent, screen } from '@testing-library/react';
import { renderForum } from '../../test/render';
import { RichEditor } from './rich-editor.component';

const editor = (initial: string, onSubmit = jest.fn()) => (
  <RichEditor initial={initial} placeholder="Write a comment…" submitLabel="Comment" onSubmit={onSubmit} />
);

describe('rich editor', () => {
  it.each([
    ['spaces', '<p>   </p>'],
    ['no-break spaces', '<p>&nbsp;&nbsp;</p>'],
    ['zero-width joiners and a byte-order mark', '<p>\u200d\u200d\ufeff</p>'],
  ])('keeps Comment disabled for %s alone', async (_, html) => {
    await renderForum(editor(html));
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
  });

  it('enables Comment once there is something to read', async () => {
    await renderForum(editor('<p>\u200dHi</p>'));
    expect(screen.getByRole('button', { name: 'Comment' })).toBeEnabled();
  });

  it.each([
    ['en', 'validation.forum.empty', 'Write something first.'],
    ['en', 'validation.forum.tooLong', 'This is too long.'],
    ['en', undefined, 'This could not be saved. Check it and try again.'],
    ['de', 'validation.forum.empty', 'Schreibe zuerst etwas.'],
  ])('in %s shows the server refusal %s as its message and keeps the text', async (lang, key, message) => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: false, status: 422, key });
    await renderForum(editor('<p>Hi there</p>', onSubmit), { lang });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Hi there')).toBeInTheDocument();
  });
});
