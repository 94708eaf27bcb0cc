// Menu Playground, progressive enhancement of the compare page (/compare/{id}).
//
// Without this module every tap, Dismiss and Undo is a request answered by 303 with the compare
// page of the new state, and the page works as it is. With it, the same requests are sent by
// fetch, and every screen is swapped in at once, each playing the seed's animation between its
// own old and new frames (animate.js); the toolbar, the table of differences and the panel
// follow, and the URL is replaced (the Events' trail and Undo are the way back). Escape submits
// Dismiss while something is open.
//
// One request at a time: a tap made while one is out is sent after its swap, from the form of the
// same control on the same screen of the new page (its token), or dropped when that control is
// gone. Hooks for tests: <html data-compare="ready">; `playground:swap` and `playground:settled`
// on document after a swap and after its animations.

import { play, snapshot, transitionBetween } from './animate.js';
import { controlOf, tabbableSelector } from './dom.js';
import { placeScrolledBoxes, restoreScrolled, scrollPositions } from './scroll.js';
import { addCopyButton, startShareLink } from './share.js';
import { importElement, parseHTML } from './styles.js';

const ZOOM_KEY = 'playground.compare.zoom';
const screens = () => Array.from(document.querySelectorAll('#compare-screens section.device'));
const queue = [];
let running = false;

function enqueue(build) {
  queue.push(build);
  if (!running) runNext();
}

async function runNext() {
  running = true;
  try {
    while (queue.length > 0) {
      const request = queue.shift()();
      if (request) await load(request);
    }
  } finally {
    // Whatever failed, the next tap starts the queue again rather than waiting on it forever.
    running = false;
  }
}

async function load({ url, init, fallback }) {
  for (const screen of screens()) screen.setAttribute('aria-busy', 'true');
  let response;
  let html;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin', headers: { Accept: 'text/html' } });
    if (!response.ok || !/^text\/html/i.test(response.headers.get('Content-Type') || '')) {
      throw new Error(`HTTP ${response.status}`);
    }
    html = await response.text();
  } catch {
    // The server's own page (a 4xx that says what was wrong) is the best error report.
    queue.length = 0;
    fallback();
    return;
  }
  const doc = parseHTML(html);
  const parts = ['toolbar', 'differences', 'compare-screens'].map((id) => doc.getElementById(id));
  const nextPanel = doc.querySelector('aside.panel');
  if (parts.includes(null) || !nextPanel) {
    queue.length = 0;
    fallback();
    return;
  }
  history.replaceState({ compare: true }, '', response.url);
  document.title = doc.title;
  try {
    swap(doc, nextPanel);
  } catch {
    // A page half swapped is worse than a reload: the new state's page, as without script.
    queue.length = 0;
    location.assign(response.url);
  }
}

// Focus as a place in the markup, since the elements are about to be replaced: a box of a screen
// by its screen and frame name, anything else with an id by its id.
function describeFocus() {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  const screen = active.closest('#compare-screens section.device');
  const owner = screen && active.closest('[data-frame]');
  if (owner) return { screenID: screen.id, frame: owner.dataset.frame };
  return active.id ? { id: active.id } : null;
}

// The same control after the swap; else, when it is gone (a menu closed, a row now hidden), the
// first control of the same screen, so that focus never falls back to the page's start.
function placeFocus(focus) {
  if (!focus) return;
  if (focus.id) {
    const same = document.getElementById(focus.id);
    if (same) same.focus();
    return;
  }
  const screen = document.getElementById(focus.screenID);
  if (!screen) return;
  const owner = screen.querySelector(`[data-frame="${CSS.escape(focus.frame)}"]`);
  const control = controlOf(owner);
  const target =
    control && !control.disabled
      ? control
      : Array.from(screen.querySelectorAll(tabbableSelector)).find((el) => el.tabIndex >= 0);
  if (target) target.focus({ preventScroll: true });
}

function swap(doc, nextPanel) {
  const focus = describeFocus();
  // Each screen is matched with the new page's screen of the same id (the same device, plain or
  // long text), its animation taken from its own old and new frames.
  const played = [];
  for (const oldScreen of screens()) {
    const next = doc.getElementById(oldScreen.id);
    if (!next) continue;
    const transition = transitionBetween(oldScreen, next);
    played.push({ id: oldScreen.id, before: snapshot(oldScreen, transition), transition, scrolled: scrollPositions(oldScreen) });
  }
  for (const id of ['toolbar', 'differences', 'compare-screens']) {
    document.getElementById(id).replaceWith(importElement(doc.getElementById(id)));
  }
  document.querySelector('aside.panel').replaceWith(importElement(nextPanel));
  addCopyButton();
  applyZoom();
  placeFocus(focus);
  const animations = [];
  const glides = [];
  for (const { id, before, transition, scrolled } of played) {
    const screen = document.getElementById(id);
    if (!screen) continue;
    glides.push(restoreScrolled(screen, scrolled));
    animations.push(...play(before, transition, screen));
  }
  const scrolls = glides.flatMap((glide) => glide());
  document.dispatchEvent(
    new CustomEvent('playground:swap', { detail: { url: location.href, animated: animations.length > 0 } }),
  );
  Promise.all([...animations.map((animation) => animation.finished.catch(() => null)), ...scrolls]).then(() => {
    document.dispatchEvent(new CustomEvent('playground:settled', { detail: { url: location.href } }));
  });
}

// 100 % (as without script: the screens at their size, wrapping) or Fit, which scales the row of
// screens by one factor to the canvas's width (never past 100 %); the choice is remembered. The
// row is swapped with every state, so it is set again after each swap.
function zoomMode() {
  try {
    return localStorage.getItem(ZOOM_KEY) === 'fit' ? 'fit' : '100';
  } catch {
    return '100';
  }
}

function applyZoom(mode = zoomMode()) {
  const canvas = document.getElementById('compare-canvas');
  const row = document.getElementById('compare-screens');
  if (!canvas || !row) return;
  canvas.dataset.zoom = mode;
  row.style.transform = '';
  row.style.marginBottom = '';
  for (const button of document.querySelectorAll('.zoom-bar button[data-mode]')) {
    button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
  }
  if (mode !== 'fit') return;
  const scale = Math.min(1, canvas.clientWidth / row.offsetWidth);
  if (scale >= 1) return;
  row.style.transform = `scale(${scale})`;
  // A transform leaves the layout box as it was: the space under the scaled row is given back.
  row.style.marginBottom = `${(scale - 1) * row.offsetHeight}px`;
}

function onZoomClick(event) {
  const button = event.target instanceof Element ? event.target.closest('.zoom-bar button[data-mode]') : null;
  if (!button) return;
  try {
    localStorage.setItem(ZOOM_KEY, button.dataset.mode);
  } catch {
    // Not remembered: the choice still holds on this page.
  }
  applyZoom(button.dataset.mode);
}

// The fields that name a form's control: every hidden field but the token, which changes.
function controlFields(form) {
  return Array.from(form.querySelectorAll('input[type="hidden"]'), (field) => [field.name, field.value]).filter(
    ([name]) => name !== 'token',
  );
}

// The form of the same control on the page as it is now, in the screen of the same id or the
// toolbar (Dismiss): the same route, and the same hidden fields but the token, none more or fewer
// (a backdrop's form has no action fields, so it matches no row's).
function currentForm(screenID, action, fields) {
  const root = screenID ? document.getElementById(screenID) : document.getElementById('toolbar');
  if (!root) return null;
  const key = JSON.stringify(fields);
  return (
    Array.from(root.querySelectorAll('form[method="post"]')).find(
      (form) => form.action === action && JSON.stringify(controlFields(form)) === key,
    ) || null
  );
}

function plainSubmit(form, pressed) {
  if (pressed) {
    const carried = document.createElement('input');
    carried.type = 'hidden';
    [carried.name, carried.value] = pressed;
    form.append(carried);
  }
  HTMLFormElement.prototype.submit.call(form);
}

function onSubmit(event) {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return;
  const screen = form.closest('#compare-screens section.device');
  if (!screen && form.id !== 'dismiss-form') return;
  event.preventDefault();
  const submitter = event.submitter;
  const pressed = submitter && submitter.name ? [submitter.name, submitter.value] : null;
  const fields = controlFields(form);
  // What was typed into the control's own field is what it sends.
  const typed = Array.from(form.querySelectorAll('input:not([type="hidden"])[name]'), (field) => [field.name, field.value]);
  const screenID = screen ? screen.id : null;
  const action = form.action;
  enqueue(() => {
    const now = currentForm(screenID, action, fields);
    if (!now) return null;
    const data = new FormData(now);
    for (const [name, value] of typed) data.set(name, value);
    if (pressed) data.append(pressed[0], pressed[1]);
    return { url: now.action, init: { method: 'POST', body: new URLSearchParams(data) }, fallback: () => plainSubmit(now, pressed) };
  });
}

// Undo is a link: its redirect leads to the state before the last step, which replaces this one.
function onClick(event) {
  const link = event.target instanceof Element ? event.target.closest('a#undo-tap') : null;
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
    return;
  }
  event.preventDefault();
  enqueue(() => {
    const now = document.getElementById('undo-tap');
    return now ? { url: now.href, init: { method: 'GET' }, fallback: () => location.assign(now.href) } : null;
  });
}

function onKeyDown(event) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const form = document.getElementById('dismiss-form');
  if (!form) return;
  event.preventDefault();
  form.requestSubmit();
}

if (document.getElementById('compare-screens') && document.querySelector('aside.panel') && window.fetch && window.DOMParser) {
  document.addEventListener('submit', onSubmit);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onZoomClick);
  window.addEventListener('resize', () => applyZoom());
  applyZoom();
  startShareLink();
  addCopyButton();
  for (const screen of screens()) placeScrolledBoxes(screen);
  document.documentElement.dataset.compare = 'ready';
}
