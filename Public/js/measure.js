// Frames on hover and focus, as Storybook's measure addon draws them (issue 35): the box under the
// pointer, or the box of the control in focus, is labelled with its name and frame as the JSON
// API writes them (`row-2 · x 30 y 174 w 260 h 40`), and guides run from it to its parent box's
// edges, each with its distance in points. Escape, or the pointer leaving the screen, hides them.
//
// The numbers come from GET /api/v1/state/{token}/frames, asked once per state, never from the
// page (its bytes are issue 34's hot path). Its JSON is read with every number kept as the text
// the server wrote, so that the label shows the API's own digits, not JavaScript's printing of
// them. The drawing lives in an overlay in the screen's coordinate space (1 unit = 1 pt, however
// the zoom bar scales the device); its text is scaled back so that it reads at its own size.

import { device } from './dom.js';

const answers = new Map();
let shown = null;
let pending = 0;

// Every number of a JSON text as a string of its digits: the text's strings are matched whole
// first, so digits inside them are left alone.
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
export function parseKeepingNumbers(text) {
  return JSON.parse(text.replace(TOKEN, (token) => (token[0] === '"' ? token : `"${token}"`)));
}

// The state on screen: its tap forms carry its token (so does the panel, and the URL once a
// state has been reached).
function currentToken() {
  const field = document.querySelector('#device input[name="token"], aside.panel input[name="token"]');
  return field ? field.value : new URLSearchParams(location.search).get('state');
}

function framesOf(token) {
  if (!answers.has(token)) {
    if (answers.size > 8) answers.clear();
    const url = `/api/v1/state/${encodeURIComponent(token)}/frames`;
    answers.set(
      token,
      fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
        .then(parseKeepingNumbers)
        .catch(() => {
          answers.delete(token);
          return null;
        }),
    );
  }
  return answers.get(token);
}

// A distance between two of the server's numbers, to the hundredth of a point as the measure
// addon shows it (the frames themselves keep every digit the API wrote); never "-0".
function difference(a, b) {
  return String(Math.round((Number(a) - Number(b)) * 100) / 100 + 0);
}

export function frameText(name, frame) {
  return `${name} · x ${frame.x} y ${frame.y} w ${frame.width} h ${frame.height}`;
}

// Distances in points from the box to its parent's edges, from the API's frames.
export function distances(frame, parent) {
  return {
    top: difference(frame.y, parent.y),
    left: difference(frame.x, parent.x),
    bottom: difference(Number(parent.y) + Number(parent.height), Number(frame.y) + Number(frame.height)),
    right: difference(Number(parent.x) + Number(parent.width), Number(frame.x) + Number(frame.width)),
  };
}

const screenOf = (root) => root && root.querySelector('[data-frame="screen"]');

// A rectangle in the screen's points, from the viewport's pixels.
function inPoints(rect, origin, scale) {
  return {
    x: (rect.left - origin.left) / scale,
    y: (rect.top - origin.top) / scale,
    width: rect.width / scale,
    height: rect.height / scale,
  };
}

function element(className, parent) {
  const el = document.createElement('div');
  el.className = className;
  parent.append(el);
  return el;
}

function overlayIn(root, screen) {
  let overlay = root.querySelector(':scope > .inspect-overlay');
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.className = 'inspect-overlay';
    overlay.setAttribute('aria-hidden', 'true');
    root.append(overlay);
  }
  overlay.replaceChildren();
  overlay.style.left = `${screen.offsetLeft}px`;
  overlay.style.top = `${screen.offsetTop}px`;
  overlay.style.width = `${screen.offsetWidth}px`;
  overlay.style.height = `${screen.offsetHeight}px`;
  return overlay;
}

function place(el, rect) {
  el.style.left = `${rect.x}px`;
  el.style.top = `${rect.y}px`;
  el.style.width = `${rect.width}px`;
  el.style.height = `${rect.height}px`;
}

// A guide from one edge of the box to the same edge of its parent, with its distance.
function guide(overlay, edge, text, box, parent) {
  if (text === '0') return;
  const line = element(`inspect-guide ${edge === 'top' || edge === 'bottom' ? 'vertical' : 'horizontal'}`, overlay);
  line.dataset.edge = edge;
  const middleX = box.x + box.width / 2;
  const middleY = box.y + box.height / 2;
  const ends = {
    top: [parent.y, box.y],
    bottom: [box.y + box.height, parent.y + parent.height],
    left: [parent.x, box.x],
    right: [box.x + box.width, parent.x + parent.width],
  }[edge];
  const [from, to] = [Math.min(...ends), Math.max(...ends)];
  if (line.classList.contains('vertical')) place(line, { x: middleX, y: from, width: 0, height: to - from });
  else place(line, { x: from, y: middleY, width: to - from, height: 0 });
  const distance = element('inspect-distance', line);
  distance.textContent = text;
}

// The label above the box, or under it when there is no room above, kept inside the part of the
// window where the canvas shows it.
function placeLabel(label, boxRect, screenRect, scale, root) {
  const canvas = root.closest('.canvas') || document.documentElement;
  const view = canvas.getBoundingClientRect();
  const bounds = {
    left: Math.max(0, view.left),
    top: Math.max(0, view.top),
    right: Math.min(document.documentElement.clientWidth, view.right),
    bottom: Math.min(window.innerHeight, view.bottom),
  };
  const size = label.getBoundingClientRect();
  const gap = 4;
  let top = boxRect.top - size.height - gap;
  if (top < bounds.top) top = boxRect.bottom + gap;
  if (top + size.height > bounds.bottom) top = Math.max(bounds.top, Math.min(boxRect.top, bounds.bottom - size.height));
  const left = Math.max(bounds.left, Math.min(boxRect.left, bounds.right - size.width));
  label.style.left = `${(left - screenRect.left) / scale}px`;
  label.style.top = `${(top - screenRect.top) / scale}px`;
}

function draw(box, answer) {
  const root = device();
  const screen = screenOf(root);
  const name = box.dataset.frame;
  const frame = answer && answer.frames[name];
  if (!screen || !frame || !root.contains(box)) return;
  const screenRect = screen.getBoundingClientRect();
  const scale = screenRect.width / screen.offsetWidth || 1;
  const overlay = overlayIn(root, screen);
  overlay.style.setProperty('--k', String(scale));
  const boxRect = box.getBoundingClientRect();
  const boxPoints = inPoints(boxRect, screenRect, scale);
  const parentName = answer.parents[name];
  const parentBox = parentName && root.querySelector(`[data-frame="${CSS.escape(parentName)}"]`);
  if (parentBox && answer.frames[parentName]) {
    const parentPoints = inPoints(parentBox.getBoundingClientRect(), screenRect, scale);
    place(element('inspect-parent', overlay), parentPoints);
    const gaps = distances(frame, answer.frames[parentName]);
    for (const edge of ['top', 'right', 'bottom', 'left']) guide(overlay, edge, gaps[edge], boxPoints, parentPoints);
  }
  place(element('inspect-box', overlay), boxPoints);
  const label = element('inspect-label', overlay);
  label.textContent = frameText(name, frame);
  label.dataset.box = name;
  placeLabel(label, boxRect, screenRect, scale, root);
  overlay.dataset.shown = name;
}

export function show(box) {
  if (!box || box === shown) return;
  shown = box;
  const token = currentToken();
  if (!token) return;
  const ticket = ++pending;
  framesOf(token).then((answer) => {
    if (ticket === pending && shown === box) draw(box, answer);
  });
}

export function hide() {
  shown = null;
  pending += 1;
  const overlay = document.querySelector('#device > .inspect-overlay');
  if (overlay) overlay.remove();
}

let redrawRequest = 0;
function redraw() {
  if (!shown || redrawRequest) return;
  redrawRequest = requestAnimationFrame(() => {
    redrawRequest = 0;
    const box = shown;
    if (!box || !box.isConnected) {
      hide();
      return;
    }
    shown = null;
    show(box);
  });
}

// The box under the point: the last drawn whose visible part holds it. Boxes inside an inert
// layer (a closed menu) are not there to be seen; clipping ancestors cut what shows of a box.
function boxAt(x, y) {
  const root = device();
  if (!root) return null;
  const boxes = root.querySelectorAll('[data-frame]');
  for (let index = boxes.length - 1; index >= 0; index -= 1) {
    const box = boxes[index];
    if (box.closest('[inert]') || !holds(box, x, y, root)) continue;
    return box;
  }
  return null;
}

function holds(box, x, y, root) {
  for (let el = box; el && el !== root; el = el.parentElement) {
    if (el !== box && getComputedStyle(el).overflow === 'visible') continue;
    const rect = el.getBoundingClientRect();
    if (x < rect.left || x >= rect.right || y < rect.top || y >= rect.bottom) return false;
  }
  return true;
}

let frameRequest = 0;
function onPointerMove(event) {
  if (event.pointerType === 'touch' || frameRequest) return;
  const { clientX, clientY } = event;
  frameRequest = requestAnimationFrame(() => {
    frameRequest = 0;
    const box = boxAt(clientX, clientY);
    if (box) show(box);
    else hide();
  });
}

function onPointerOut(event) {
  const root = device();
  if (root && root.contains(event.target) && !root.contains(event.relatedTarget)) {
    cancelAnimationFrame(frameRequest);
    frameRequest = 0;
    hide();
  }
}

function onFocusIn(event) {
  const root = device();
  const box = root && root.contains(event.target) ? event.target.closest('[data-frame]') : null;
  if (box) show(box);
  else if (shown) hide();
}

export function startMeasure() {
  document.addEventListener('pointermove', (event) => {
    if (device() && device().contains(event.target)) onPointerMove(event);
  });
  document.addEventListener('pointerout', onPointerOut);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
  // What the label measured has moved (focus scrolls its control into view, the zoom changes
  // with the window): it is drawn again where the box now is.
  window.addEventListener('scroll', redraw, { capture: true, passive: true });
  window.addEventListener('resize', redraw);
  document.addEventListener('playground:swap', hide);
}
