// The inspector beside the device (issue 35), the parts the page script adds:
//
// - Outlines. Without script, "Show outlines" is a link to #outlines, which CSS draws with
//   :target. With script the links toggle <html data-outlines> in place instead (a fragment
//   link would scroll the window to its target), and the URL's fragment follows with
//   replaceState, so the address bar and the Share panel's full link reproduce them; swap.js
//   keeps the fragment across its swaps. <html data-inspect> says the script runs, which turns
//   the :target rules off (:target does not follow replaceState).
// - Backgrounds of the canvas (light, dark, checkerboard): a radio group the server writes
//   hidden, shown here, applied as #canvas[data-background] and remembered.
// - Frames on hover and focus (measure.js).

import { startMeasure } from './measure.js';

const STORAGE_KEY = 'menu-playground.background';
const BACKGROUNDS = ['light', 'dark', 'checkerboard'];
const OUTLINES = '#outlines';

const outlined = () => document.documentElement.hasAttribute('data-outlines');

function storedBackground() {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return BACKGROUNDS.includes(value) ? value : 'light';
  } catch {
    return 'light';
  }
}

function applyBackground(value, remember) {
  const canvas = document.getElementById('canvas');
  if (canvas) canvas.dataset.background = value;
  const radio = document.querySelector(`input[name="canvas-background"][value="${value}"]`);
  if (radio) radio.checked = true;
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage refused (a private window): the choice lasts for this page.
  }
}

// The Share panel's full link carries the outlines, like the address bar. Its text without them
// (with the state's own scroll fragment, if any) is kept on the field, which every swap replaces.
function syncShareLink() {
  const field = document.getElementById('share-url');
  if (!field) return;
  if (field.dataset.plainLink === undefined) field.dataset.plainLink = field.value;
  const plain = field.dataset.plainLink;
  field.value = outlined() ? plain.replace(/#.*$/, '') + OUTLINES : plain;
}

function setOutlines(on, { moveFocus = false } = {}) {
  document.documentElement.toggleAttribute('data-outlines', on);
  const url = new URL(location.href);
  if (on) url.hash = OUTLINES;
  else if (url.hash === OUTLINES) url.hash = '';
  if (url.href !== location.href) history.replaceState(history.state, '', url.href.replace(/#$/, ''));
  syncShareLink();
  // The link pressed is hidden now: focus goes to the one that undoes it.
  if (moveFocus) {
    const other = document.querySelector(on ? '.inspect-tools .outlines-hide' : '.inspect-tools .outlines-show');
    if (other) other.focus();
  }
}

function onClick(event) {
  const link = event.target instanceof Element ? event.target.closest('.inspect-tools a') : null;
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  setOutlines(link.classList.contains('outlines-show'), { moveFocus: true });
}

// After every swap: the new panel's share field.
export function enhanceInspector() {
  syncShareLink();
}

export function startInspector() {
  const tools = document.querySelector('.inspect-tools');
  if (!tools) return;
  document.documentElement.setAttribute('data-inspect', '');
  setOutlines(location.hash === OUTLINES);
  document.addEventListener('click', onClick);
  // A fragment typed or followed from elsewhere on the page.
  window.addEventListener('hashchange', () => setOutlines(location.hash === OUTLINES));
  const backgrounds = document.getElementById('canvas-backgrounds');
  if (backgrounds) {
    backgrounds.hidden = false;
    applyBackground(storedBackground(), false);
    backgrounds.addEventListener('change', (event) => {
      if (event.target.name === 'canvas-background') applyBackground(event.target.value, true);
    });
  }
  startMeasure();
}
