import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { LearningTimesForm } from './learning-times.form';
import { putLearningTimes } from './progress.resource';

jest.mock('./progress.resource');
const mockedPut = jest.mocked(putLearningTimes);

const renderForm = (initial = [{ alarmTime: '07:00', repeatDays: [1] }]) =>
  renderPage(<LearningTimesForm progressId="p1" courseId="c1" initial={initial} timeZone="Africa/Cairo" />);

const timeInput = () => screen.getByLabelText('Alarm time') as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save learning times' });

describe('LearningTimesForm', () => {
  it('shows the spec messages word for word and keeps Save disabled while they show', async () => {
    await renderForm();
    fireEvent.change(timeInput(), { target: { value: '' } });
    expect(await screen.findByText('Alarm Time is required!')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mon' }));
    expect(await screen.findByText('You have to choose 1 day at least!')).toBeInTheDocument();

    fireEvent.change(timeInput(), { target: { value: '18:30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what Save needs when a fresh form opens empty, until the learner starts filling it in', async () => {
    await renderForm([]);
    await waitFor(() => expect(save()).toBeDisabled());
    const hint = screen.getByText(
      'To save, choose an alarm time and at least one day for each learning time.',
    );
    expect(save()).toHaveAccessibleDescription(hint.textContent!);
    fireEvent.change(timeInput(), { target: { value: '18:30' } });
    expect(await screen.findByText('You have to choose 1 day at least!')).toBeInTheDocument();
    expect(screen.queryByText(hint.textContent!)).not.toBeInTheDocument();
  });

  it('saves the times and says so', async () => {
    mockedPut.mockResolvedValue({ ok: true, learningTimes: [{ alarmTime: '18:30', repeatDays: [1] }] });
    await renderForm();
    fireEvent.change(timeInput(), { target: { value: '18:30' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('Learning times saved.')).toBeInTheDocument();
    expect(mockedPut).toHaveBeenCalledWith('p1', [{ alarmTime: '18:30', repeatDays: [1] }]);
  });

  it('shows the server field errors of a refused save', async () => {
    mockedPut.mockResolvedValue({
      ok: false,
      errors: { 'learningTimes.0.repeatDays': 'validation.learningTimes.dayRequired' },
    });
    await renderForm();
    fireEvent.change(timeInput(), { target: { value: '09:00' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('You have to choose 1 day at least!')).toBeInTheDocument();
  });
});
