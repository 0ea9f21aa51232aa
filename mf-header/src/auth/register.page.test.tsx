import { register } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { RegisterPage } from './register.page';

jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), register: jest.fn() }));
const mockedRegister = jest.mocked(register);

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const createAccount = () => screen.getByRole('button', { name: 'Create account' });
// Formik validates after each change in a microtask: let it land inside act.
const type = (label: string, value: string) =>
  act(async () => {
    fireEvent.change(field(label), { target: { value } });
  });

const VALID = {
  'First name': 'Sara',
  'Last name': 'Ali',
  Email: 'sara@example.test',
  Password: 'secret123',
  'Confirm password': 'secret123',
};

async function fillAndSubmit(values: Record<string, string> = VALID) {
  for (const [label, value] of Object.entries(values)) await type(label, value);
  await act(async () => fireEvent.click(createAccount()));
}

beforeEach(() => jest.resetAllMocks());

describe('register page', () => {
  it('asks for names, email, password and its confirmation, with a way back to sign in', async () => {
    await renderAt(<RegisterPage />, { path: '/register?backTo=%2Fen%2Fprofile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const label of Object.keys(VALID)) expect(field(label)).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login?backTo=%2Fen%2Fprofile',
    );
  });

  it('ticks off the three password hints while the user types', async () => {
    await renderAt(<RegisterPage />, { path: '/register' });
    const hints = screen.getByRole('list', { name: 'Your password needs' });
    const met = () =>
      within(hints)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.met === 'true')
        .map((item) => item.firstElementChild?.nextElementSibling?.textContent);
    expect(met()).toEqual([]);
    await type('Password', 'abc');
    expect(met()).toEqual(['At least one English letter']);
    await type('Password', 'abcdefg1');
    expect(met()).toEqual(['At least 8 characters', 'At least one English letter', 'At least one number']);
    expect(field('Password')).toHaveAccessibleDescription(/At least 8 characters/);
  });

  it('shows the validation messages of the spec', async () => {
    await renderAt(<RegisterPage />, { path: '/register' });
    await fillAndSubmit({
      ...VALID,
      'First name': 'Al',
      Password: 'abcdefgh',
      'Confirm password': 'abcdefgi',
    });
    expect(await screen.findByText('Must be 3 letters at least!')).toBeInTheDocument();
    expect(screen.getByText('Must contain 1 number at least!')).toBeInTheDocument();
    expect(screen.getByText('Must match Password!')).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(createAccount()).toBeDisabled();
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it('sends the form with the browser’s time zone and leaves the redirect to the shell', async () => {
    const zone = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'Africa/Cairo' } as Intl.ResolvedDateTimeFormatOptions);
    mockedRegister.mockResolvedValue({ ok: true, user: aUser('Learner') });
    await renderAt(<RegisterPage />, { path: '/register' });
    await fillAndSubmit();
    zone.mockRestore();
    expect(mockedRegister).toHaveBeenCalledWith({ ...VALID_INPUT, timezone: 'Africa/Cairo' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the address may already have an account, without claiming it does, when the sign-in after it fails', async () => {
    mockedRegister.mockResolvedValue({ ok: false, status: 422, body: { code: 'SIGN_IN_INSTEAD' } });
    await renderAt(<RegisterPage />, { path: '/register' });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sign in instead?We could not sign you in with these details. If you already have an account with this email, sign in with its password.',
    );
    expect(screen.queryByText('An account with this email already exists.')).toBeNull();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('First name')).toHaveValue('Sara');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('maps the fields of a 422 answer', async () => {
    mockedRegister.mockResolvedValue({
      ok: false,
      status: 422,
      body: { code: 'VALIDATION', message: 'invalid', errors: { lastName: 'validation.min3' } },
    });
    await renderAt(<RegisterPage />, { path: '/register' });
    await fillAndSubmit();
    expect(await screen.findByText('Must be 3 letters at least!')).toBeInTheDocument();
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when there were too many attempts (429)', async () => {
    mockedRegister.mockResolvedValue({ ok: false, status: 429, body: null });
    await renderAt(<RegisterPage />, { path: '/register' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});

const VALID_INPUT = {
  firstName: 'Sara',
  lastName: 'Ali',
  email: 'sara@example.test',
  password: 'secret123',
  confirmPassword: 'secret123',
};
