// Fit / 100 %: Fit scales the device to the space beside the panels (and to the window's height)
// with a CSS transform on its wrapper; 100 % draws it at its size, where its frames are exact,
// scrolling inside the canvas when it is wider. The choice is remembered; the default is 100 %.
// The canvas is marked `data-fits` while the device fits the window's height, so that the page's
// CSS can keep it in view as the panels scroll.

import { device } from './dom.js';

const STORAGE_KEY = 'menu-playground.zoom';
const modes = [
  { mode: 'fit', text: 'Fit' },
  { mode: '100', text: '100 %' },
];

let canvas = null;
let bar = null;
let box = null;
let frame = null;
let buttons = [];

function stored() {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'fit' ? 'fit' : '100';
  } catch {
    return '100';
  }
}

function remember(mode) {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Storage refused (a private window): the choice lasts for this page.
  }
}

// The width the canvas may take: the layout's, less the panel's column when they are side by side.
function availableWidth() {
  const layout = canvas.parentElement;
  const style = getComputedStyle(layout);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
  if (columns < 2) return layout.clientWidth;
  const panelMin = parseFloat(style.getPropertyValue('--panel-min')) || 320;
  return layout.clientWidth - panelMin - (parseFloat(style.columnGap) || 0);
}

export function applyZoom(mode = stored()) {
  const screen = device();
  if (!canvas || !frame || !screen) return;
  frame.style.removeProperty('transform');
  box.style.removeProperty('width');
  box.style.removeProperty('height');
  const width = screen.offsetWidth;
  const height = screen.offsetHeight;
  let scale = 1;
  if (mode === 'fit' && width > 0 && height > 0) {
    const roomHeight = Math.max(window.innerHeight - bar.offsetHeight - 16, 120);
    scale = Math.min(1, availableWidth() / width, roomHeight / height);
  }
  if (scale < 1) {
    // The box takes the scaled size, since a transform leaves the layout as it was.
    frame.style.setProperty('transform', `scale(${scale})`);
    box.style.setProperty('width', `${Math.floor(width * scale)}px`);
    box.style.setProperty('height', `${Math.ceil(height * scale)}px`);
  }
  canvas.toggleAttribute('data-scaled', scale < 1);
  canvas.toggleAttribute('data-fits', height * scale + bar.offsetHeight <= window.innerHeight);
  canvas.dataset.zoom = mode;
  for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
}

export function startZoom() {
  canvas = document.getElementById('canvas');
  const screen = device();
  if (!canvas || !screen || canvas.querySelector('.zoom-frame')) return;
  // The box that takes the scaled size, and inside it the wrapper the transform is set on;
  // swaps replace the device inside them.
  box = document.createElement('div');
  box.className = 'zoom-box';
  frame = document.createElement('div');
  frame.className = 'zoom-frame';
  screen.before(box);
  box.append(frame);
  frame.append(screen);

  bar = document.createElement('div');
  bar.className = 'zoom-bar';
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Zoom');
  const label = document.createElement('span');
  label.textContent = 'Zoom:';
  bar.append(label);
  buttons = modes.map(({ mode, text }) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.mode = mode;
    button.textContent = text;
    button.addEventListener('click', () => {
      remember(mode);
      applyZoom(mode);
    });
    return button;
  });
  bar.append(...buttons);
  canvas.prepend(bar);

  applyZoom();
  // Only a new width can change the scale; applying it changes the layout's height, which must
  // not come back here (and is left to the next frame, outside the observer's delivery).
  let lastWidth = canvas.parentElement.clientWidth;
  new ResizeObserver(() => {
    const width = canvas.parentElement.clientWidth;
    if (width === lastWidth) return;
    lastWidth = width;
    requestAnimationFrame(() => applyZoom());
  }).observe(canvas.parentElement);
  window.addEventListener('resize', () => requestAnimationFrame(() => applyZoom()));
  document.addEventListener('playground:swap', () => applyZoom());
}
