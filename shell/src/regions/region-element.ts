export type RegionName = 'header' | 'main' | 'tools' | 'dialogs';

/**
 * Each application gets its own element inside its region, so one can mount
 * while another unmounts without two React roots sharing a container.
 */
export function appElement(region: RegionName, appName: string): HTMLElement {
  const regionElement = document.getElementById(`region-${region}`);
  if (!regionElement) throw new Error(`Missing region ${region}`);
  const id = `app-${appName.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    element.dataset.app = appName;
    regionElement.appendChild(element);
  }
  return element;
}
