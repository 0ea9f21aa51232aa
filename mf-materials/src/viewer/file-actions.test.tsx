import { act, fireEvent, screen, within } from '@testing-library/react';
import { SAMPLE_PDF_FILE } from '../../test/files';
import { renderMaterials } from '../../test/render';
import { materialsApi } from '../materials/materials.resource';
import { FileActions } from './file-actions.component';

jest.mock('../materials/materials.resource', () => ({ materialsApi: { complete: jest.fn() } }));
const complete = jest.mocked(materialsApi.complete);
jest.setTimeout(30_000);
beforeEach(() => jest.resetAllMocks());

const pdf = SAMPLE_PDF_FILE;
const path = '/course/algebra';

describe('PDF completion and share', () => {
  it('turns the completion button into a disabled Completed once the server records it', async () => {
    complete.mockResolvedValue({ ok: true, data: { file_id: 'f1', iscompleted: true } });
    await renderMaterials(<FileActions file={pdf} courseId="algebra" />, { path });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(complete).toHaveBeenCalledWith('f1', 'algebra');
  });

  it('starts as Completed for a file already completed', async () => {
    await renderMaterials(<FileActions file={{ ...pdf, iscompleted: true }} courseId="algebra" />, { path });
    expect(screen.getByRole('button', { name: 'Completed' })).toBeDisabled();
  });

  it('offers the share targets and confirms a copied link for 2000 ms', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await renderMaterials(<FileActions file={pdf} courseId="algebra" />, { path });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of ['WhatsApp', 'Facebook', 'X', 'LinkedIn', 'E-mail'])
      expect(within(dialog).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await act(async () => undefined);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
    act(() => jest.advanceTimersByTime(1999));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
    act(() => jest.advanceTimersByTime(1));
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    jest.useRealTimers();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});
