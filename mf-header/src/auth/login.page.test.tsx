import { login } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { LoginPage } from './login.page';

jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), login: jest.fn() }));
const mockedLogin = jest.mocked(login);

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

// Formik validates after each change in a microtask: let it land inside act.
const type = (input: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(input, { target: { value } });
  });

async function fillAndSubmit(emailValue: string, passwordValue: string) {
  await type(email(), emailValue);
  await type(password(), passwordValue);
  await act(async () => fireEvent.click(signIn()));
}

beforeEach(() => jest.resetAllMocks());

describe('login page', () => {
  it('has labelled fields, a Sign in button and a way to register that keeps backTo', async () => {
    await renderAt(<LoginPage />, { path: '/login?backTo=%2Fen%2Fdashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(signIn()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en/register?backTo=%2Fen%2Fdashboard',
    );
  });

  it('shows the validation messages of the spec and sends nothing', async () => {
    await renderAt(<LoginPage />, { path: '/login' });
    await act(async () => fireEvent.click(signIn()));
    expect(await screen.findByText('Please, Enter a valid email!')).toBeInTheDocument();
    expect(screen.getByText('This field is required!')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please, Enter a valid email!');
    expect(email()).toHaveFocus();
    expect(signIn()).toBeDisabled();
    expect(mockedLogin).not.toHaveBeenCalled();

    await type(email(), 'sara@example.test');
    await type(password(), 'x');
    await waitFor(() => expect(signIn()).toBeEnabled());
    expect(screen.queryByText('Please, Enter a valid email!')).toBeNull();
  });

  it('checks the email when the user leaves the field', async () => {
    await renderAt(<LoginPage />, { path: '/login' });
    await type(email(), 'sara@');
    await act(async () => fireEvent.blur(email()));
    expect(await screen.findByText('Please, Enter a valid email!')).toBeInTheDocument();
  });

  it('sends the normalised email and leaves the redirect to the shell', async () => {
    mockedLogin.mockResolvedValue({ ok: true, user: aUser('Learner') });
    await renderAt(<LoginPage />, { path: '/login' });
    await fillAndSubmit('  Sara@Example.TEST ', 'Secret123');
    expect(mockedLogin).toHaveBeenCalledWith({ email: 'sara@example.test', password: 'Secret123' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.pathname).toBe('/en/login');
  });

  it('is busy while the answer is on its way', async () => {
    let answer: (value: Awaited<ReturnType<typeof login>>) => void = () => {};
    mockedLogin.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAt(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sara@example.test', 'Secret123');
    expect(signIn()).toHaveAttribute('aria-busy', 'true');
    expect(signIn()).toHaveClass('ant-btn-loading');
    await act(async () => answer({ ok: false, status: 429, body: null }));
    expect(signIn()).toHaveAttribute('aria-busy', 'false');
  });

  it('says when the email or password is wrong and keeps what was typed', async () => {
    mockedLogin.mockResolvedValue({
      ok: false,
      status: 422,
      body: { code: 'INVALID_CREDENTIALS', message: 'The email or password is not correct.' },
    });
    await renderAt(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sara@example.test', 'Wrong1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(email()).toHaveValue('sara@example.test');
    expect(password()).toHaveValue('Wrong1234');
  });

  it('tells a locked-out user how many minutes are left', async () => {
    mockedLogin.mockResolvedValue({
      ok: false,
      status: 403,
      body: { code: 'ACCOUNT_LOCKED', message: 'locked', retryAfterSeconds: 14 * 60 + 5 },
    });
    await renderAt(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sara@example.test', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account lockedToo many failed sign-ins. Please try again in 15 minutes.',
    );
  });

  it('says when there were too many attempts (429)', async () => {
    mockedLogin.mockResolvedValue({ ok: false, status: 429, body: { code: 'RATE_LIMITED' } });
    await renderAt(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sara@example.test', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('offers another try when the server cannot be reached', async () => {
    mockedLogin.mockRejectedValue(new Error('Network Error'));
    await renderAt(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sara@example.test', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(signIn()).toBeEnabled();
  });

  it('speaks Arabic on /ar/login', async () => {
    await renderAt(<LoginPage />, { lang: 'ar', path: '/login' });
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' })));
    expect(await screen.findByText('من فضلك، أدخل بريدًا إلكترونيًا صحيحًا!')).toBeInTheDocument();
  });
});
