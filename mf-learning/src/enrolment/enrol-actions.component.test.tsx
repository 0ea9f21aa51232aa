import { session$ } from '@elearn/platform';
import { aUser, aUserPlan } from '@elearn/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { payFor, postCourseProgress } from '../payments/payments.resource';
import { EnrolActions, type EnrolCourse } from './enrol-actions.component';
import { getMyCourseRole } from './enrolment.resource';

jest.mock('./enrolment.resource');
jest.mock('../payments/payments.resource');
const mockedRole = jest.mocked(getMyCourseRole);
const mockedEnrol = jest.mocked(postCourseProgress);
const mockedPay = jest.mocked(payFor);

const free: EnrolCourse = { id: 'c1', title: 'Algebra', seoTxt: 'algebra', additionalFeesPiastres: null };
const paid: EnrolCourse = {
  ...free,
  id: 'c2',
  seoTxt: 'pm',
  title: 'Project Management',
  additionalFeesPiastres: 750_00,
};
const learner = (features = ['courses']) => aUser('Learner', { plan: aUserPlan({ features }) });

beforeEach(() => {
  mockedRole.mockResolvedValue({ courseRole: null });
  mockedEnrol.mockResolvedValue({
    progressId: 'p1',
    userCourseRole: 'learner',
    course: { id: 'c1', title: 'Algebra', seoTxt: 'algebra' },
  });
  mockedPay.mockResolvedValue();
});
afterEach(() => act(() => session$.next(null)));

describe('EnrolActions', () => {
  it('sends a visitor to login and back to the course', async () => {
    await renderPage(<EnrolActions course={free} />);
    expect(screen.getByRole('link', { name: 'Sign in to enrol' })).toHaveAttribute(
      'href',
      `/en/login?backTo=${encodeURIComponent('/en/course/algebra')}`,
    );
  });

  it('enrols in a free course through the enrol form, then opens the course', async () => {
    act(() => session$.next(learner()));
    await renderPage(<EnrolActions course={free} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol for free' }));
    await waitFor(() => expect(mockedEnrol).toHaveBeenCalledWith('c1', { as: 'learner' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/dashboard/course-progress/c1'));
  });

  it('opens the payment modal for a paid course and pays through the gateway', async () => {
    act(() => session$.next(learner()));
    await renderPage(<EnrolActions course={paid} />);
    fireEvent.click(await screen.findByRole('button', { name: /Enrol for EGP\s750/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Project Management costs');
    fireEvent.click(screen.getByRole('button', { name: /Pay EGP\s750/ }));
    await waitFor(() =>
      expect(mockedPay).toHaveBeenCalledWith({ itemType: 'course', itemId: 'c2', lang: 'en' }),
    );
  });

  it('shows the locked message with the subscription options when the plan lacks courses', async () => {
    act(() => session$.next(learner(['askEve'])));
    await renderPage(<EnrolActions course={free} />);
    expect(await screen.findByText(/Your plan does not include courses/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See subscription options' })).toHaveAttribute(
      'href',
      '/en/subscription-options',
    );
  });

  it('says Go to Course to its learner and View Course to its instructor', async () => {
    act(() => session$.next(learner()));
    mockedRole.mockResolvedValue({ courseRole: 'learner' });
    const { unmount } = await renderPage(<EnrolActions course={paid} />);
    expect(await screen.findByRole('link', { name: 'Go to Course' })).toBeInTheDocument();
    unmount();
    mockedRole.mockResolvedValue({ courseRole: 'instructor' });
    await renderPage(<EnrolActions course={paid} />);
    expect(await screen.findByRole('link', { name: 'View Course' })).toBeInTheDocument();
  });

  it('lets an admin enrol as learner or instructor, or preview', async () => {
    act(() => session$.next(aUser('Admin', { permissionLevel: 4 })));
    await renderPage(<EnrolActions course={paid} />);
    expect(await screen.findByRole('button', { name: 'Enrol as learner' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enrol as instructor' }));
    await waitFor(() => expect(mockedEnrol).toHaveBeenCalledWith('c2', { as: 'instructor' }));
    expect(screen.getByRole('link', { name: 'Preview the course' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    act(() => session$.next(learner(['askEve'])));
    await renderPage(<EnrolActions course={free} />, { lang: 'ar' });
    expect(await screen.findByRole('link', { name: 'اطّلع على خيارات الاشتراك' })).toBeInTheDocument();
  });
});
