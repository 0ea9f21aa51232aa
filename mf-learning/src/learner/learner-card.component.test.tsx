import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { getLearnerCard } from './learner.resource';
import { LearnerCard } from './learner-card.component';

jest.mock('./learner.resource');
const mockedCard = jest.mocked(getLearnerCard);

describe('LearnerCard', () => {
  it('shows name and plan, folds the personal info, and links the three learner pages', async () => {
    mockedCard.mockResolvedValue({
      id: 'u1',
      firstName: 'Layla',
      lastName: 'Mansour',
      image: null,
      email: 'layla@example.test',
      phone: null,
      educationalSystem: 'IGCSE',
      gradeLevel: null,
      plan: { name: 'Pro', startDate: '2026-01-01T00:00:00Z', renewDate: '2027-01-01T00:00:00Z' },
    });
    await renderPage(<LearnerCard learnerId="u1" />);
    expect(await screen.findByRole('heading', { name: 'Layla Mansour' })).toBeInTheDocument();
    expect(screen.getByText(/^Pro plan, from /)).toBeInTheDocument();
    expect(screen.getByText('layla@example.test')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show personal info' }));
    expect(screen.getByText('layla@example.test')).toBeVisible();
    expect(screen.getByText('IGCSE')).toBeVisible();
    expect(screen.getAllByText('Not given')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Study log' })).toHaveAttribute(
      'href',
      '/en/dashboard/studylog/u1',
    );
    expect(screen.getByRole('link', { name: 'Course progress' })).toHaveAttribute(
      'href',
      '/en/dashboard/learner-progress/u1',
    );
    expect(screen.getByRole('link', { name: 'Performance' })).toHaveAttribute(
      'href',
      '/en/dashboard/learner-performance/u1',
    );
  });

  it('says so when the viewer may not see the learner', async () => {
    mockedCard.mockResolvedValue(null);
    await renderPage(<LearnerCard learnerId="u2" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see this learner.');
  });
});
