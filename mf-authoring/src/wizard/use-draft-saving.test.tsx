/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { SAVE_AFTER_MS, useDraftSaving } from './use-draft-saving';
import { wizardApi } from './wizard.resource';
import { initialValues, type WizardValues } from './wizard-values';

jest.mock('./wizard.resource');
const api = jest.mocked(wizardApi);

type Props = { step: 'general' | 'success'; values: WizardValues };
const blank = initialValues({});
const render = () =>
  renderHook(({ step, values }: Props) => useDraftSaving('d-1', step, values), {
    initialProps: { step: 'general', values: blank } as Props,
  });
const edited = (title: string): WizardValues => ({ ...blank, title });
const leaveAsked = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => {
  jest.useFakeTimers();
  api.saveDraft.mockResolvedValue({ ok: true } as never);
});
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

describe('the wizard draft saving', () => {
  it('saves once, shortly after the last of several changes', async () => {
    const hook = render();
    hook.rerender({ step: 'general', values: edited('Al') });
    hook.rerender({ step: 'general', values: edited('Algebra') });
    await act(async () => jest.advanceTimersByTime(SAVE_AFTER_MS));
    expect(api.saveDraft).toHaveBeenCalledTimes(1);
    expect(api.saveDraft.mock.calls[0]![2]).toMatchObject({ title: 'Algebra' });
    expect(hook.result.current).toBe('saved');
  });

  it('stores a change still waiting when the wizard closes, instead of dropping it', () => {
    const hook = render();
    hook.rerender({ step: 'general', values: edited('Algebra') });
    hook.unmount();
    expect(api.saveDraft).toHaveBeenCalledTimes(1);
    expect(api.saveDraft.mock.calls[0]![2]).toMatchObject({ title: 'Algebra' });
  });

  it('has the browser ask before the tab leaves with a change not yet stored, and not after', async () => {
    const hook = render();
    expect(leaveAsked()).toBe(false);
    hook.rerender({ step: 'general', values: edited('Algebra') });
    expect(leaveAsked()).toBe(true);
    await act(async () => jest.advanceTimersByTime(SAVE_AFTER_MS));
    expect(leaveAsked()).toBe(false);
  });

  it('stores nothing once the draft became a course', () => {
    const hook = render();
    hook.rerender({ step: 'general', values: edited('Algebra') });
    hook.rerender({ step: 'success', values: edited('Algebra') });
    hook.unmount();
    expect(api.saveDraft).not.toHaveBeenCalled();
  });
});
