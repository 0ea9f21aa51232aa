import { AntdScope } from '@elearn/ui/antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { adminApi } from '../common/admin.resource';
import { PlanDialog } from './plan.dialog';

jest.mock('../common/admin.resource');
const createPlan = jest.mocked(adminApi.createPlan);

async function open() {
  await renderAt(
    <AntdScope>
      <PlanDialog onClose={() => {}} onSaved={() => {}} onFailed={() => {}} />
    </AntdScope>,
    { path: '/dashboard/admin/plans' },
  );
  return screen.findByRole('dialog');
}

describe('the plan dialog', () => {
  it('starts with no features, then adds each catalogue feature once until Add Feature is disabled', async () => {
    const dialog = await open();
    expect(within(dialog).getByText('No features added yet...')).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: /Add Feature/ });
    for (let i = 0; i < 5; i += 1) fireEvent.click(add);
    await waitFor(() => expect(within(dialog).getAllByRole('combobox', { name: 'Feature' })).toHaveLength(5));
    expect(add).toBeDisabled();
    // Each row offers its own feature and none another row has.
    const first = within(dialog).getAllByRole('combobox', { name: 'Feature' })[0]!;
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Course enrolment']);
    expect(within(dialog).getByRole('spinbutton', { name: 'Quota per day' })).toHaveValue(1);
    expect(within(dialog).getByRole('spinbutton', { name: 'Max per lesson' })).toHaveValue(1);
    fireEvent.click(within(dialog).getByRole('button', { name: /Remove Ask Eve/ }));
    await waitFor(() => expect(add).toBeEnabled());
  });

  it('shows the messages under the fields on submit and keeps Create disabled until they are fixed', async () => {
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'ab' } });
    fireEvent.change(within(dialog).getByLabelText('Duration (months)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Must be 3 letters at least!')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be a number greater than 0!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(createPlan).not.toHaveBeenCalled();
  });

  it('sends the plan with its features', async () => {
    createPlan.mockResolvedValue({
      ok: true,
      data: { id: 'p', name: 'Gold', defaultDurationInMonth: 1, feesInEGP: 0, features: [], image: null },
    });
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Gold' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Add Feature/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(createPlan).toHaveBeenCalledWith({
        name: 'Gold',
        defaultDurationInMonth: 1,
        feesInEGP: 0,
        image: null,
        features: [{ name: 'courses' }],
      }),
    );
  });
});
