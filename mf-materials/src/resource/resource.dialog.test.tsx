import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderMaterials } from '../../test/render';
import { materialsApi } from '../materials/materials.resource';
import { ResourceDialog } from './resource.dialog';

jest.mock('../materials/materials.resource', () => ({ materialsApi: { enhance: jest.fn() } }));
const enhance = jest.mocked(materialsApi.enhance);
jest.setTimeout(30_000);
beforeEach(() => jest.resetAllMocks());

const open = async (onApply = jest.fn()) => {
  await renderMaterials(
    <ResourceDialog courseId="algebra" initial={null} onApply={onApply} onCancel={jest.fn()} />,
    { path: '/dashboard/courses/algebra/materials' },
  );
  return screen.findByRole('dialog');
};

describe('html resource editor', () => {
  it('tells a short name and short content apart, then applies the sanitized resource', async () => {
    const onApply = jest.fn();
    const dialog = await open(onApply);
    fireEvent.change(within(dialog).getByLabelText('Resource name'), { target: { value: 'ab' } });
    fireEvent.change(within(dialog).getByLabelText('Content (HTML, optional)'), {
      target: { value: '<p>short</p>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Must be 3 letters at least!')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be 20 characters at least!')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Resource name'), { target: { value: 'Worked example' } });
    fireEvent.change(within(dialog).getByLabelText('Content (HTML, optional)'), {
      target: { value: '<p onclick="x()">Solve 2x + 3 = 11 step by step.</p><script>x()</script>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply).toHaveBeenCalledWith({
      name: 'Worked example',
      content: '<p>Solve 2x + 3 = 11 step by step.</p>',
    });
  });

  it('asks for a prompt, shows the enhanced content and takes it on demand', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enhance' }));
    expect(await within(dialog).findByText('You have to fill prompt first!')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('What should the AI improve?'), {
      target: { value: 'Add a summary' },
    });
    expect(within(dialog).queryByText('You have to fill prompt first!')).toBeNull();
    enhance.mockResolvedValueOnce({
      ok: true,
      data: { enhancedContent: '<h2>Notes</h2><p>Better text here.</p>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enhance' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use this content' }));
    expect(within(dialog).getByLabelText('Content (HTML, optional)')).toHaveValue(
      '<h2>Notes</h2><p>Better text here.</p>',
    );
    expect(enhance).toHaveBeenCalledWith('algebra', 'Add a summary', { name: '', type: 'html', content: '' });
  });

  it('says so when the enhancement fails', async () => {
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('What should the AI improve?'), {
      target: { value: 'Shorter' },
    });
    enhance.mockResolvedValueOnce({ ok: false, status: 503, errors: {} });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enhance' }));
    expect(await within(dialog).findByText('failed to enhance material file')).toBeInTheDocument();
  });
});
