// Forms by fetch: the same posts the no-script page makes, answered by the same 303 and page.
// The new device screen, toolbar and panel are swapped in and the URL follows. A tap, an option edit,
// Undo and Clear replace the current history entry (the Events' trail and Undo are the way
// back); a new device or orientation pushes one. Back and forward load the state of their URL
// the same way. Text typed into the panel while a request was out is kept across the swap.
//
// One request at a time: a later one waits for the earlier one's swap and is then built from the
// page that swap left (its token, its fields), so no change is lost to another that overtook it.
// A tap whose control the new screen no longer has is dropped: what it tapped is gone.

import { play, snapshot, transitionBetween } from './animate.js';
import { device, panel, toolbar } from './dom.js';
import { describeFocus, placeFocus } from './focus.js';
import { addFace } from './fonts.js';
import { keepFrameHeight, replaceFrames } from './frames.js';
import { fragmentOf, restoreScrolled, scrollPositions } from './scroll.js';
import { importElement, parseHTML } from './styles.js';

// Set by the keyboard just before it submits a form, read by the submit handler.
let pendingIntent = null;
let shownURL = location.href;
// Re-applies what the script adds to the markup; given by `startSwaps`.
let enhance = () => {};
// Sends a change still waiting to be applied (controls.js), before anything else is sent.
let flushPending = () => {};
const queue = [];
let running = false;

// `job.build()` gives the request from the page as it is now, or null when there is nothing
// left to send. A job with a `key` stands for any earlier one of that key still waiting.
function enqueue(job) {
  if (job.key) {
    const waiting = queue.findIndex((queued) => queued.key === job.key);
    if (waiting >= 0) queue.splice(waiting, 1);
  }
  queue.push(job);
  if (!running) runNext();
}

async function runNext() {
  running = true;
  while (queue.length > 0) {
    const request = queue.shift().build();
    if (request) await load(request.url, request.init, request.options);
  }
  running = false;
}

async function load(url, init, { history: mode, fallback, context, sent, structural }) {
  device().setAttribute('aria-busy', 'true');
  let response;
  let html;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin', headers: { Accept: 'text/html' } });
    if (!response.ok || !/^text\/html/i.test(response.headers.get('Content-Type') || '')) {
      throw new Error(`HTTP ${response.status}`);
    }
    html = await response.text();
  } catch (error) {
    // The server's own page (a 4xx that says what was wrong) is the best error report.
    queue.length = 0;
    fallback();
    return;
  }
  const doc = parseHTML(html);
  const nextDevice = doc.getElementById('device');
  const nextPanel = doc.querySelector('aside.panel');
  const nextToolbar = doc.getElementById('toolbar');
  if (!nextDevice || !nextPanel || !nextToolbar) {
    queue.length = 0;
    fallback();
    return;
  }
  // The 303's fragment does not reach fetch's answer; the page names it by its scroll anchor,
  // unless the outlines hold the fragment (inspect.js): they are the page's, not the state's.
  const shown = response.url + (location.hash === '#outlines' ? location.hash : fragmentOf(nextDevice));
  if (shown !== location.href) {
    if (mode === 'push') history.pushState({ playground: true }, '', shown);
    else if (mode === 'replace') history.replaceState({ playground: true }, '', shown);
  }
  shownURL = location.href;
  document.title = doc.title;
  adoptFonts(doc);
  replaceFrames(doc.getElementById('frames'));
  swap(nextDevice, nextPanel, nextToolbar, context, { sent: sent || new Map(), structural: !!structural });
}

// Each page's inline @font-face rules name the subsets of the faces that draw its own
// characters; a swapped-in screen may hold characters the first page had none of.
const FONT_RULE = /@font-face \{ font-family: ([^;]+); font-weight: (\d+); src: url\(([^)]+)\); unicode-range: ([^;]+); \}/g;

function fontRules(root) {
  const rules = [];
  for (const style of root.querySelectorAll('style[data-fonts]')) {
    for (const [, family, weight, url, unicodeRange] of style.textContent.matchAll(FONT_RULE)) {
      rules.push({ family, weight, url, unicodeRange });
    }
  }
  return rules;
}

function adoptFonts(doc) {
  const declared = new Set(fontRules(document).map((rule) => rule.url));
  for (const rule of fontRules(doc)) {
    if (!declared.has(rule.url)) addFace(rule);
  }
}

// Fields of the panel's forms whose text differs from what the request sent (typed while it was
// out, or not sent at all, like a new option's text): put back into the new panel, so nothing
// typed is lost. After a change of the list's shape the rows' fields are other rows', so only
// the fields that are not a row's are kept.
const TYPED_FIELDS =
  'form.config-form input[type="text"][name][id], form.device-form input[type="number"][name][id]';
const ROW_FIELD = /^(text|icon)\.\d+$/;

function unsentText(oldPanel, { sent, structural }) {
  const kept = [];
  for (const input of oldPanel.querySelectorAll(TYPED_FIELDS)) {
    if (structural && ROW_FIELD.test(input.name)) continue;
    const value = sent.has(input.name) ? sent.get(input.name) : input.defaultValue;
    if (input.value !== value) kept.push({ id: input.id, value: input.value });
  }
  return kept;
}

function restoreText(kept) {
  for (const { id, value } of kept) {
    const input = document.getElementById(id);
    if (!input || input.value === value) continue;
    input.value = value;
    // Still to be applied: the live controls take it as typed.
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

// Disclosures marked `data-keep-open` (the screen-reader list) that were open stay open in the
// new panel: a tap on the screen is no reason to fold what the reader was looking at. The new
// panel's frame, the new state's list, loads as it opens, at the old frame's height meanwhile.
function openDisclosures(root) {
  return Array.from(root.querySelectorAll('details[data-keep-open][open][id]'), (details) => details.id);
}

function reopen(oldRoot, root, ids) {
  for (const id of ids) {
    const details = root.querySelector(`details[id="${CSS.escape(id)}"]`);
    if (!details) continue;
    const old = oldRoot.querySelector(`details[id="${CSS.escape(id)}"]`);
    if (old) keepFrameHeight(old, details);
    details.open = true;
  }
}

function swap(nextDevice, nextPanel, nextToolbar, context, request) {
  const oldDevice = device();
  const oldPanel = panel();
  const kept = unsentText(oldPanel, request);
  const opened = openDisclosures(oldPanel);
  const wasOpen = oldDevice.dataset.menu === 'open';
  const isOpen = nextDevice.dataset.menu === 'open';
  const transition = transitionBetween(oldDevice, nextDevice);
  const before = snapshot(oldDevice, transition);
  const focus = describeFocus(document.activeElement, oldDevice, oldPanel);
  const scrolled = scrollPositions(oldDevice);

  const liveDevice = importElement(nextDevice);
  const livePanel = importElement(nextPanel);
  oldDevice.replaceWith(liveDevice);
  oldPanel.replaceWith(livePanel);
  reopen(oldPanel, livePanel, opened);
  toolbar().replaceWith(importElement(nextToolbar));
  restoreText(kept);
  enhance();

  const glide = restoreScrolled(liveDevice, scrolled);
  const animations = play(before, transition);
  placeFocus({ wasOpen, isOpen, focus, context });
  const scrolls = glide();
  // A new device or orientation is shown where it starts: the page does not stay scrolled
  // past it (an iPad's height, a rotation).
  if (context.reveal) {
    const top = liveDevice.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight) liveDevice.scrollIntoView({ block: 'start' });
  }
  document.dispatchEvent(
    new CustomEvent('playground:swap', { detail: { url: location.href, animated: animations.length > 0 } }),
  );
  Promise.all([...animations.map((animation) => animation.finished.catch(() => null)), ...scrolls]).then(() => {
    document.dispatchEvent(new CustomEvent('playground:settled', { detail: { url: location.href } }));
  });
}

// The forms of the panel and the toolbar sent by fetch, and how each moves history.
const panelForms = {
  'device-form': 'push',
  'rotate-form': 'push',
  'config-form': 'replace',
  'clear-form': 'replace',
  'dismiss-form': 'replace',
};

function historyMode(form) {
  if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return null;
  const root = device();
  if (root && root.contains(form) && form.classList.contains('tap')) return 'replace';
  if (![panel(), toolbar()].some((side) => side && side.contains(form))) return null;
  const kind = Object.keys(panelForms).find((name) => form.classList.contains(name));
  return kind ? panelForms[kind] : null;
}

// The form of this kind on the page as it is now: a tap's form with the same action fields (the
// same control), or the panel's or the toolbar's form of that class.
function currentForm(kind, tapFields) {
  if (kind !== 'tap') {
    const side = [panel(), toolbar()].find((root) => root && root.querySelector(`form.${kind}`));
    return side ? side.querySelector(`form.${kind}`) : null;
  }
  const root = device();
  if (!root) return null;
  return (
    Array.from(root.querySelectorAll('form.tap')).find((form) =>
      tapFields.every(([name, value]) => {
        const field = form.querySelector(`input[type="hidden"][name="${CSS.escape(name)}"]`);
        return field && field.value === value;
      }),
    ) || null
  );
}

const CHANGE_BUTTONS = ['up', 'down', 'remove', 'add'];

// Sends `form` (pressed with `submitter`) by fetch once the requests before it are answered.
// `omit` leaves out fields a live change must not send (a new option's text is added only by
// Add or Return); `history` overrides how the form moves history; `live` marks a change the
// panel applies by itself, which stands for any earlier one of its form still waiting.
export function send(form, submitter, { intent = null, omit = [], history: mode = null, live = false } = {}) {
  const formMode = historyMode(form);
  if (!formMode) return false;
  if (!live) flushPending(form);
  const kind = form.classList.contains('tap') ? 'tap' : Object.keys(panelForms).find((name) => form.classList.contains(name));
  const pressed = submitter && submitter.name ? [submitter.name, submitter.value] : null;
  const tapFields =
    kind === 'tap'
      ? Array.from(form.querySelectorAll('input[type="hidden"]'), (field) => [field.name, field.value]).filter(
          ([name]) => name !== 'token',
        )
      : [];
  // What was typed into a tap's own field (the dropdown's, the edit view's) is what it sends,
  // even when the field is drawn again before the tap goes out.
  const typed =
    kind === 'tap'
      ? Array.from(form.querySelectorAll('input:not([type="hidden"])[name]'), (field) => [field.name, field.value])
      : [];
  const triggerFrame = submitter && device().contains(submitter) ? submitter.closest('[data-frame]') : null;
  const structural = kind === 'config-form' && pressed !== null && CHANGE_BUTTONS.includes(pressed[0]);
  enqueue({
    key: live ? kind : null,
    build: () => {
      const now = currentForm(kind, tapFields);
      if (!now) return null;
      const data = new FormData(now);
      for (const [name, value] of typed) data.set(name, value);
      if (pressed) data.append(pressed[0], pressed[1]);
      for (const name of omit) data.delete(name);
      const body = new URLSearchParams(data);
      return {
        url: now.action,
        init: { method: 'POST', body },
        options: {
          history: mode || formMode,
          sent: new Map(body),
          structural,
          context: {
            intent,
            triggerFrame: triggerFrame ? triggerFrame.dataset.frame : null,
            reveal: (mode || formMode) === 'push',
          },
          fallback: () => plainSubmit(now, pressed, omit),
        },
      };
    },
  });
  return true;
}

// A plain submission, so the server's own page shows; `submit()` fires no event.
function plainSubmit(form, pressed, omit) {
  if (pressed) {
    const carried = document.createElement('input');
    carried.type = 'hidden';
    [carried.name, carried.value] = pressed;
    form.append(carried);
  }
  for (const name of omit) for (const field of form.querySelectorAll(`[name="${CSS.escape(name)}"]`)) field.disabled = true;
  HTMLFormElement.prototype.submit.call(form);
}

function onSubmit(event) {
  if (event.defaultPrevented || !historyMode(event.target)) return;
  event.preventDefault();
  const intent = pendingIntent;
  pendingIntent = null;
  send(event.target, event.submitter || null, { intent });
}

// Undo is a link: its redirect leads to the state before the last tap, which replaces this one.
function onClick(event) {
  const link = event.target instanceof Element ? event.target.closest('a#undo-tap') : null;
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
    return;
  }
  event.preventDefault();
  flushPending(null);
  enqueue({
    build: () => {
      const now = document.getElementById('undo-tap');
      if (!now) return null;
      return {
        url: now.href,
        init: { method: 'GET' },
        options: { history: 'replace', context: {}, fallback: () => location.assign(now.href) },
      };
    },
  });
}

// Back or forward: what was waiting was made on another page.
function onPopState() {
  if (location.href === shownURL) return;
  shownURL = location.href;
  const url = location.href;
  queue.length = 0;
  enqueue({
    build: () => ({
      url,
      init: { method: 'GET' },
      options: { history: 'none', context: {}, fallback: () => location.reload() },
    }),
  });
}

// A submission through the ordinary submit event, with why it was made (the keyboard's
// `first-option`, `last-option` or `escape`), which decides where focus lands.
export function submitWith(form, submitter, intent) {
  pendingIntent = intent || null;
  form.requestSubmit(submitter);
}

// `flush` sends a change still waiting (a pause in typing not yet reached) before a tap.
export function startSwaps(afterSwap, flush = () => {}) {
  enhance = afterSwap;
  flushPending = flush;
  document.addEventListener('submit', onSubmit);
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  // Marks the first entry as ours, like the ones pushed after it.
  history.replaceState({ playground: true }, '');
}
