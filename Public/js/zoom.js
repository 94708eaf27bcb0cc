// Fit / 100 %, the toolbar's zoom buttons (drawn by the server, shown once this runs). Fit, the
// default, scales the device down to the canvas's width and the window's height with a CSS
// transform on its wrapper, never up past its size; 100 % draws it at its size, where its frames
// are exact, scrolling inside the canvas when it is wider. A click on 100 % is remembered.
// The stage (toolbar and canvas) is marked `data-fits` while the device fits the window's
// height, so that the page's CSS can keep it in view as the page scrolls.

import { device, toolbar } from './dom.js';

const STORAGE_KEY = 'menu-playground.zoom';
// Room kept under the device in the window at Fit.
const MARGIN = 8;

let canvas = null;
let box = null;
let frame = null;

function stored() {
  try {
    return localStorage.getItem(STORAGE_KEY) === '100' ? '100' : 'fit';
  } catch {
    return 'fit';
  }
}

function remember(mode) {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Storage refused (a private window): the choice lasts for this page.
  }
}

export function applyZoom(mode = stored()) {
  const screen = device();
  if (!canvas || !frame || !screen) return;
  frame.style.removeProperty('transform');
  box.style.removeProperty('width');
  box.style.removeProperty('height');
  // The device with its margins (room for the bezel's shadow): all of it must fit.
  const style = getComputedStyle(screen);
  const width = screen.offsetWidth + parseFloat(style.marginLeft) + parseFloat(style.marginRight);
  const height = screen.offsetHeight + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
  const bar = toolbar();
  // The toolbar's row, with what wraps under it (the inspector's tools), stays in view above it.
  const row = bar ? bar.closest('.toolbar-row') || bar : null;
  const barHeight = row ? row.offsetHeight + 8 : 0;
  let scale = 1;
  if (mode === 'fit' && width > 0 && height > 0) {
    const roomHeight = Math.max(window.innerHeight - barHeight - MARGIN, 120);
    scale = Math.min(1, canvas.clientWidth / width, roomHeight / height);
  }
  if (scale < 1) {
    // The box takes the scaled size, since a transform leaves the layout as it was.
    frame.style.setProperty('transform', `scale(${scale})`);
    box.style.setProperty('width', `${Math.floor(width * scale)}px`);
    box.style.setProperty('height', `${Math.ceil(height * scale)}px`);
  }
  canvas.toggleAttribute('data-scaled', scale < 1);
  canvas.parentElement.toggleAttribute('data-fits', height * scale + barHeight <= window.innerHeight);
  canvas.dataset.zoom = mode;
  if (bar) {
    for (const button of bar.querySelectorAll('.zoom-bar button[data-mode]')) {
      button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
    }
  }
}

function onClick(event) {
  const button = event.target instanceof Element ? event.target.closest('#toolbar .zoom-bar button[data-mode]') : null;
  if (!button) return;
  remember(button.dataset.mode);
  applyZoom(button.dataset.mode);
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

  document.addEventListener('click', onClick);
  applyZoom();
  // The canvas's width does not follow the device (the panel's column is fixed), so only the
  // window moves it; a new height of the canvas must not come back here.
  let lastWidth = canvas.clientWidth;
  new ResizeObserver(() => {
    if (canvas.clientWidth === lastWidth) return;
    lastWidth = canvas.clientWidth;
    requestAnimationFrame(() => applyZoom());
  }).observe(canvas);
  window.addEventListener('resize', () => requestAnimationFrame(() => applyZoom()));
  // A swap brings a new device and a new toolbar.
  document.addEventListener('playground:swap', () => applyZoom());
}
