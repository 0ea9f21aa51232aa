import { COURSE_IMAGE_MAX_BYTES } from '@elearn/contracts/course-authoring';
import { act, screen, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import { renderAt } from '../../test/render';
import { type DraftCover, useDraftCoverState } from './draft-cover';
import { wizardApi } from './wizard.resource';
import { initialValues, type WizardValues } from './wizard-values';

jest.mock('./wizard.resource');
const api = jest.mocked(wizardApi);

const draftOf = (cover: { name: string } | null) => ({
  id: 'd-1',
  step: 'general' as const,
  values: {},
  cover,
  courseId: null,
  updatedAt: '2030-01-01T00:00:00.000Z',
});
const png = (name: string, size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });

let cover: DraftCover;
let image: WizardValues['image'];
function Harness({
  saved,
  values = {},
}: {
  saved: { name: string } | null;
  values?: Record<string, unknown>;
}) {
  const formik = useFormik<WizardValues>({ initialValues: initialValues(values), onSubmit: () => undefined });
  cover = useDraftCoverState({ id: 'd-1', cover: saved }, formik);
  image = formik.values.image;
  return <p>status: {cover.status}</p>;
}
const at = { path: '/dashboard/course-wizard/d-1' };

beforeEach(() => jest.resetAllMocks());

describe('the draft’s cover file', () => {
  it('comes back into the form on another device, as a file of the saved name', async () => {
    api.getCover.mockResolvedValue(new Blob([new Uint8Array(68)], { type: 'image/png' }));
    await renderAt(<Harness saved={{ name: 'leaf.png' }} />, at);
    expect(await screen.findByText('status: saved')).toBeInTheDocument();
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('leaf.png');
    expect(api.getCover).toHaveBeenCalledWith('d-1');
  });

  it('is not fetched when the draft holds an address instead', async () => {
    await renderAt(
      <Harness saved={{ name: 'leaf.png' }} values={{ image: 'https://example.org/a.png' }} />,
      at,
    );
    expect(screen.getByText('status: idle')).toBeInTheDocument();
    expect(api.getCover).not.toHaveBeenCalled();
  });

  it('says when it cannot come back, and tries again on Retry', async () => {
    api.getCover.mockRejectedValue(new Error('offline'));
    await renderAt(<Harness saved={{ name: 'leaf.png' }} />, at);
    expect(await screen.findByText('status: restoreFailed', {}, { timeout: 4000 })).toBeInTheDocument();
    api.getCover.mockResolvedValue(new Blob([new Uint8Array(68)], { type: 'image/png' }));
    act(() => cover.retry());
    expect(await screen.findByText('status: saved')).toBeInTheDocument();
  });

  it('is saved with the draft when chosen, unless the rule refuses it (nothing is sent)', async () => {
    api.saveCover.mockResolvedValue({ ok: true, data: draftOf({ name: 'leaf.png' }) });
    await renderAt(<Harness saved={null} />, at);
    const big = png('big.png', COURSE_IMAGE_MAX_BYTES + 1);
    act(() => cover.choose(big));
    await waitFor(() => expect(image).toBe(big));
    expect(api.saveCover).not.toHaveBeenCalled();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    act(() => cover.choose(text));
    expect(api.saveCover).not.toHaveBeenCalled();

    const leaf = png('leaf.png');
    act(() => cover.choose(leaf));
    expect(await screen.findByText('status: saved')).toBeInTheDocument();
    expect(api.saveCover).toHaveBeenCalledWith('d-1', leaf);
  });

  it('keeps the file in the tab when saving fails, and saves it on Retry', async () => {
    api.saveCover.mockResolvedValueOnce({ ok: false, status: 500, errors: {}, message: 'down' });
    await renderAt(<Harness saved={null} />, at);
    act(() => cover.choose(png('leaf.png')));
    expect(await screen.findByText('status: saveFailed')).toBeInTheDocument();
    expect(image).toBeInstanceOf(File);
    api.saveCover.mockResolvedValueOnce({ ok: true, data: draftOf({ name: 'leaf.png' }) });
    act(() => cover.retry());
    expect(await screen.findByText('status: saved')).toBeInTheDocument();
  });

  it('leaves the draft when an address replaces it or the author removes it', async () => {
    api.getCover.mockResolvedValue(new Blob([new Uint8Array(68)], { type: 'image/png' }));
    api.removeCover.mockResolvedValue({ ok: true, data: draftOf(null) });
    await renderAt(<Harness saved={{ name: 'leaf.png' }} />, at);
    await screen.findByText('status: saved');
    act(() => cover.address('h'));
    act(() => cover.address('ht'));
    await waitFor(() => expect(image).toBe('ht'));
    // Dropped once, not at every letter.
    expect(api.removeCover).toHaveBeenCalledTimes(1);
    act(() => cover.remove());
    await waitFor(() => expect(image).toBe(''));
  });
});
