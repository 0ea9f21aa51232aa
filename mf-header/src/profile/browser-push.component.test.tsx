import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { readPushState, turnPushOff, turnPushOn } from './browser-push';
import { BrowserPush } from './browser-push.component';

jest.mock('./browser-push');
const mockedRead = jest.mocked(readPushState);
const mockedOn = jest.mocked(turnPushOn);
const mockedOff = jest.mocked(turnPushOff);
beforeEach(() => jest.resetAllMocks());

const theSwitch = () => screen.getByRole('switch', { name: 'Browser notifications on this device' });
const show = async (lang = 'en') => {
  await renderAt(<BrowserPush />, { path: '/profile', lang });
  await act(async () => undefined);
};

describe('browser notifications switch', () => {
  it('says so when the browser cannot receive pushes', async () => {
    mockedRead.mockResolvedValue('unsupported');
    await show();
    expect(theSwitch()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This browser cannot receive notifications from the site.',
    );
  });

  it('explains how to allow notifications the browser blocks', async () => {
    mockedRead.mockResolvedValue('denied');
    await show();
    expect(theSwitch()).toBeDisabled();
    expect(screen.getByText('Notifications are blocked for this site.')).toBeInTheDocument();
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeInTheDocument();
  });

  it('switches on in the page language, and off again', async () => {
    mockedRead.mockResolvedValue('off');
    mockedOn.mockResolvedValue('on');
    mockedOff.mockResolvedValue('off');
    await show('fr');
    const toggle = screen.getByRole('switch', { name: 'Notifications du navigateur sur cet appareil' });
    expect(toggle).not.toBeChecked();
    await act(async () => fireEvent.click(toggle));
    expect(mockedOn).toHaveBeenCalledWith('fr');
    expect(toggle).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Cet appareil reçoit vos notifications.');
    await act(async () => fireEvent.click(toggle));
    expect(mockedOff).toHaveBeenCalled();
    expect(toggle).not.toBeChecked();
  });

  it('shows saving while it works', async () => {
    mockedRead.mockResolvedValue('off');
    let finish: (state: 'on') => void = () => undefined;
    mockedOn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await show();
    await act(async () => fireEvent.click(theSwitch()));
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(theSwitch()).toBeDisabled();
    await act(async () => finish('on'));
    expect(theSwitch()).toBeChecked();
  });

  it('tells a closed permission prompt apart from a refusal', async () => {
    mockedRead.mockResolvedValue('off');
    mockedOn.mockResolvedValue('dismissed');
    await show();
    await act(async () => fireEvent.click(theSwitch()));
    expect(theSwitch()).not.toBeChecked();
    expect(theSwitch()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Notifications were not allowed.');
  });

  it('offers a retry when switching on fails', async () => {
    mockedRead.mockResolvedValue('off');
    mockedOn.mockRejectedValueOnce(new Error('push service error')).mockResolvedValueOnce('on');
    await show();
    await act(async () => fireEvent.click(theSwitch()));
    expect(screen.getByRole('alert')).toHaveTextContent('Browser notifications could not be switched on.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(mockedOn).toHaveBeenCalledTimes(2);
    expect(theSwitch()).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
