import { logout } from '@elearn/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { PasswordForm } from './password-form.component';
import { putPassword } from './profile.resource';

jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), logout: jest.fn() }));
jest.mock('./profile.resource', () => ({ putPassword: jest.fn() }));
const mockedPut = jest.mocked(putPassword);

const type = (label: string, value: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
async function fillAndSubmit() {
  await type('Current password', 'secret123');
  await type('New password', 'Changed99');
  await type('Confirm new password', 'Changed99');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
}

beforeEach(() => jest.resetAllMocks());

describe('password form', () => {
  it('says other devices are signed out and keeps this one signed in by default', async () => {
    mockedPut.mockResolvedValue({ ok: true, data: { ok: true } });
    await renderAt(<PasswordForm />, { path: '/profile' });
    const keep = screen.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    expect(keep).toBeChecked();
    expect(keep).toHaveAccessibleDescription('Changing your password signs you out on every other device.');
    await fillAndSubmit();
    expect(mockedPut).toHaveBeenCalledWith(expect.objectContaining({ keepThisDevice: true }));
    expect(
      await screen.findByText('Your password was changed. Your other devices were signed out.'),
    ).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });

  it('signs out here too when "keep me signed in" is unticked', async () => {
    mockedPut.mockResolvedValue({ ok: true, data: { ok: true } });
    await renderAt(<PasswordForm />, { path: '/profile' });
    await act(async () => fireEvent.click(screen.getByRole('checkbox')));
    await fillAndSubmit();
    expect(mockedPut).toHaveBeenCalledWith(expect.objectContaining({ keepThisDevice: false }));
    expect(logout).toHaveBeenCalled();
  });

  it('says when the current-password check is locked, in minutes', async () => {
    mockedPut.mockResolvedValue({ ok: false, status: 403, errors: {}, retryAfterSeconds: 840 });
    await renderAt(<PasswordForm />, { lang: 'ar', path: '/profile' });
    await type('كلمة المرور الحالية', 'secret123');
    await type('كلمة المرور الجديدة', 'Changed99');
    await type('تأكيد كلمة المرور الجديدة', 'Changed99');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'غيّر كلمة المرور' })));
    expect(
      await screen.findByText('أدخلت كلمة المرور الحالية خطأً مرات كثيرة. حاول مرة أخرى بعد 14 دقيقة.'),
    ).toBeInTheDocument();
  });
});
