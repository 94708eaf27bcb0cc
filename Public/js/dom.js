// Lookups shared by the modules. The device screen, the toolbar and the panel are replaced by
// every swap, so they are looked up each time, never kept.

export const device = () => document.getElementById('device');
export const panel = () => document.querySelector('aside.panel');
export const toolbar = () => document.getElementById('toolbar');
export const box = (root, name) => root.querySelector(`[data-frame="${CSS.escape(name)}"]`);

export const tabbableSelector =
  'button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), a[href], [tabindex]';

// The control a box draws (its tap button, text input or disabled button).
export function controlOf(el) {
  return el
    ? el.querySelector(':scope > form > button, :scope > form > input:not([type="hidden"]), :scope > button')
    : null;
}
