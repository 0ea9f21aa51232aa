import { fireEvent, screen } from '@testing-library/react';
import { renderForum } from '../../test/render';
import { forumApi } from './forum.resource';
import { RichEditor } from './rich-editor.component';

jest.mock('./forum.resource', () => ({
  ...jest.requireActual('./forum.resource'),
  forumApi: { uploadImage: jest.fn() },
}));
const uploadImage = jest.mocked(forumApi.uploadImage);

const editor = (
  <RichEditor
    placeholder="Write"
    submitLabel="Publish"
    onSubmit={async () => ({ ok: true, data: null })}
    testId="editor"
  />
);
const pickImage = () =>
  fireEvent.change(screen.getByTestId('image-input'), {
    target: { files: [new File(['png'], 'dot.png', { type: 'image/png' })] },
  });

beforeEach(() => jest.resetAllMocks());

describe('image upload refusals', () => {
  it.each([
    [403, 'FORBIDDEN', 'Only members of this course can add images to its forum.'],
    [429, 'UPLOAD_RATE_LIMITED', 'You are adding images too fast. Wait a minute and try again.'],
    [422, 'UPLOAD_QUOTA_EXCEEDED', 'You have used all your image storage.'],
    [422, 'VALIDATION', 'The image must be a PNG, JPEG, GIF or WebP file of at most 2 MB.'],
  ])('a %s %s shows its own message', async (status, code, message) => {
    uploadImage.mockResolvedValue({ ok: false, status, code });
    await renderForum(editor, { path: '/course/algebra/forum' });
    pickImage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Into the forum of the page's course.
    expect(uploadImage).toHaveBeenCalledWith('algebra', expect.any(File));
  });
});
