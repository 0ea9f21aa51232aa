import { initI18n } from '@elearn/i18n';
import { renderHook } from '@testing-library/react';
import { RemoteRoot } from '../root/remote-root';
import { useLeaveWarning } from './use-leave-warning';

/** single-spa's event before a move inside the site, which a listener may cancel. */
function moveInSite(from: string, to: string) {
  const cancelNavigation = jest.fn();
  const origin = window.location.origin;
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { oldUrl: origin + from, newUrl: origin + to, cancelNavigation },
    }),
  );
  return cancelNavigation;
}

const confirm = jest.spyOn(window, 'confirm');

async function withWarning(active: boolean, lang = 'en') {
  await initI18n(lang);
  return renderHook(({ on }) => useLeaveWarning(on), {
    initialProps: { on: active },
    wrapper: ({ children }) => <RemoteRoot name="test">{children}</RemoteRoot>,
  });
}

afterEach(() => confirm.mockReset());

describe('useLeaveWarning', () => {
  it('asks, translated, before a move inside the site and stays when the user declines', async () => {
    await withWarning(true, 'ar');
    confirm.mockReturnValue(false);
    const cancel = moveInSite('/ar/dashboard/courses/c1/materials', '/ar/dashboard');
    expect(confirm).toHaveBeenCalledWith('لديك تغييرات غير محفوظة. هل تريد مغادرة هذه الصفحة وفقدانها؟');
    expect(cancel).toHaveBeenCalled();
  });

  it('lets the move happen when the user accepts', async () => {
    await withWarning(true);
    confirm.mockReturnValue(true);
    expect(moveInSite('/en/dashboard/courses/c1/materials', '/en/calendar')).not.toHaveBeenCalled();
  });

  it('does not ask with nothing unsaved, nor for the same page in another language', async () => {
    const view = await withWarning(false);
    moveInSite('/en/dashboard/courses/c1/materials', '/en/dashboard');
    view.rerender({ on: true });
    moveInSite('/en/dashboard/courses/c1/materials', '/fr/dashboard/courses/c1/materials');
    expect(confirm).not.toHaveBeenCalled();
    view.unmount();
    moveInSite('/en/dashboard/courses/c1/materials', '/en/dashboard');
    expect(confirm).not.toHaveBeenCalled();
  });
});
