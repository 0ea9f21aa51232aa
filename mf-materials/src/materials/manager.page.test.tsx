import { MATERIAL_PERMISSIONS, newFolder } from '@elearn/contracts/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderMaterials } from '../../test/render';
import { ManagerPage } from './manager.page';
import { materialsApi } from './materials.resource';

jest.mock('./materials.resource', () => ({
  materialsApi: { get: jest.fn(), save: jest.fn(), presign: jest.fn(), regenerate: jest.fn() },
}));
const get = jest.mocked(materialsApi.get);
const page = <ManagerPage params={{ courseId: 'algebra' }} />;
const path = '/dashboard/courses/algebra/materials';

function unit() {
  const folder = newFolder('f1', 'Unit 1', null);
  folder.childrenfolders = [newFolder('f2', 'Empty lesson', 'f1')];
  return folder;
}

// antd screens render slowly on a loaded 2-core machine.
jest.setTimeout(30_000);
beforeEach(() => jest.resetAllMocks());

describe('materials manager', () => {
  it('shows the editing controls to those the API allows, with the empty folder says so', async () => {
    get.mockResolvedValue({ materials: [unit()], permissions: [...MATERIAL_PERMISSIONS] });
    await renderMaterials(page, { path });
    expect(await screen.findByRole('button', { name: 'Save Course Material' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New Content' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand Empty lesson' }));
    expect(screen.getByText('No Content to display')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /Visible to learners/ })).toHaveLength(2);
  });

  it('asks for a folder name before adding a folder', async () => {
    get.mockResolvedValue({ materials: [], permissions: [...MATERIAL_PERMISSIONS] });
    await renderMaterials(page, { path });
    expect(await screen.findAllByText('No Folders')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add Folder' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please Enter Folder Name');
    fireEvent.change(within(dialog).getByLabelText('Folder name'), { target: { value: 'Week 1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Collapse Week 1' })).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('shows learners the tree without any editing control', async () => {
    get.mockResolvedValue({ materials: [unit()], permissions: [] });
    await renderMaterials(page, { path });
    expect(await screen.findByText('Unit 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Course Material' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Folder' })).toBeNull();
  });

  it('marks a file red with a retry when its name and type could not be sent', async () => {
    get.mockResolvedValue({ materials: [unit()], permissions: [...MATERIAL_PERMISSIONS] });
    jest.mocked(materialsApi.presign).mockResolvedValue({ ok: false, status: 500, errors: {} });
    await renderMaterials(page, { path });
    const input = await screen.findByTestId('materials-file-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(/error sending file info/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload of notes.txt' })).toBeInTheDocument();
  });

  it('regenerates the materials after the confirmation and shows the new tree', async () => {
    get.mockResolvedValue({ materials: [unit()], permissions: [...MATERIAL_PERMISSIONS] });
    const made = { ...newFolder('g1', '1. Solving equations', null), group_id: 'generated' };
    jest.mocked(materialsApi.regenerate).mockResolvedValue({
      ok: true,
      data: { materials: [unit(), made], permissions: [...MATERIAL_PERMISSIONS] },
    });
    await renderMaterials(page, { path });
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate materials' }));
    expect(
      await screen.findAllByText('Are you sure? This will regenerate all the materials.'),
    ).not.toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: 'Regenerate materials' }).at(-1)!;
    fireEvent.click(confirm);
    expect(await screen.findByRole('button', { name: 'Collapse 1. Solving equations' })).toBeInTheDocument();
    expect(materialsApi.regenerate).toHaveBeenCalledWith('algebra');
  });
});
