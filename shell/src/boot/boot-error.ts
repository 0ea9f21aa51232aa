import { i18n } from '@elearn/i18n';

/** The start-up error screen: plain DOM, because React or a remote may be what failed. */
export function showBootError(error: unknown): void {
  console.error('Start-up failed', error);
  const main = document.getElementById('region-main');
  if (!main) return;
  const box = document.createElement('div');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = i18n.isInitialized
    ? i18n.t('boot.failed')
    : 'The site could not start. Please reload the page.';
  const button = document.createElement('button');
  button.textContent = i18n.isInitialized ? i18n.t('errors.reloadPage') : 'Reload Page';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  main.replaceChildren(box);
}
