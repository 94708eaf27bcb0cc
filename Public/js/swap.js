// Forms by fetch: the same posts the no-script page makes, answered by the same 303 and page.
// The new device screen and panel are swapped in and the URL follows. A tap, an option edit,
// Undo and Clear replace the current history entry (the Events' trail and Undo are the way
// back); a new device or orientation pushes one. Back and forward load the state of their URL
// the same way. Text typed into the panel while a request was out is kept across the swap.

import { play, snapshot, transitionBetween } from './animate.js';
import { device, panel } from './dom.js';
import { describeFocus, placeFocus } from './focus.js';
import { addFace } from './fonts.js';
import { fragmentOf, restoreScrolled, scrollPositions } from './scroll.js';
import { importElement, parseHTML } from './styles.js';

// Set by the keyboard just before it submits a form, read by the submit handler.
let pendingIntent = null;
let inflight = null;
let shownURL = location.href;
// Re-applies what the script adds to the markup; given by `startSwaps`.
let enhance = () => {};

async function load(url, init, { history: mode, fallback, context, sent }) {
  if (inflight) inflight.abort();
  const controller = new AbortController();
  inflight = controller;
  device().setAttribute('aria-busy', 'true');
  let response;
  let html;
  try {
    response = await fetch(url, {
      ...init,
      signal: controller.signal,
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    });
    if (!response.ok || !/^text\/html/i.test(response.headers.get('Content-Type') || '')) {
      throw new Error(`HTTP ${response.status}`);
    }
    html = await response.text();
  } catch (error) {
    if (controller !== inflight) return;
    inflight = null;
    // The server's own page (a 4xx that says what was wrong) is the best error report.
    fallback();
    return;
  }
  if (controller !== inflight) return;
  inflight = null;
  const doc = parseHTML(html);
  const nextDevice = doc.getElementById('device');
  const nextPanel = doc.querySelector('aside.panel');
  if (!nextDevice || !nextPanel) {
    fallback();
    return;
  }
  // The 303's fragment does not reach fetch's answer; the page names it by its scroll anchor.
  const shown = response.url + fragmentOf(nextDevice);
  if (shown !== location.href) {
    if (mode === 'push') history.pushState({ playground: true }, '', shown);
    else if (mode === 'replace') history.replaceState({ playground: true }, '', shown);
  }
  shownURL = location.href;
  document.title = doc.title;
  adoptFonts(doc);
  swap(nextDevice, nextPanel, context, sent || new Map());
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

// Panel fields whose text differs from what the request sent (typed while it was out, or not
// sent at all, like a new option's text): put back into the new panel, so nothing typed is lost.
function unsentText(oldPanel, sent) {
  const kept = [];
  for (const input of oldPanel.querySelectorAll('input[type="text"][id], input[type="number"][id]')) {
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

function swap(nextDevice, nextPanel, context, sent) {
  const oldDevice = device();
  const oldPanel = panel();
  const kept = unsentText(oldPanel, sent);
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

// The forms sent by fetch, and how each moves history.
const panelForms = { 'device-form': 'push', 'rotate-form': 'push', 'config-form': 'replace', 'clear-form': 'replace' };

function historyMode(form) {
  if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return null;
  const root = device();
  const side = panel();
  if (root && root.contains(form) && form.classList.contains('tap')) return 'replace';
  if (!side || !side.contains(form)) return null;
  const kind = Object.keys(panelForms).find((name) => form.classList.contains(name));
  return kind ? panelForms[kind] : null;
}

// A form's fields as sent: `omit` leaves out fields a live change must not send (a new
// option's text is added only by Add or Return).
export function send(form, submitter, { intent = null, omit = [] } = {}) {
  const mode = historyMode(form);
  if (!mode) return false;
  const opener = submitter && device().contains(submitter) ? submitter.closest('[data-frame]') : null;
  const data = new FormData(form, submitter);
  for (const name of omit) data.delete(name);
  const body = new URLSearchParams(data);
  load(form.action, { method: 'POST', body }, {
    history: mode,
    sent: new Map(body),
    context: { intent, triggerFrame: opener ? opener.dataset.frame : null, reveal: mode === 'push' },
    fallback: () => {
      // A plain submission, so the server's own page shows; `submit()` fires no event.
      if (submitter && submitter.name) {
        const carried = document.createElement('input');
        carried.type = 'hidden';
        carried.name = submitter.name;
        carried.value = submitter.value;
        form.append(carried);
      }
      for (const name of omit) for (const field of form.querySelectorAll(`[name="${CSS.escape(name)}"]`)) field.disabled = true;
      HTMLFormElement.prototype.submit.call(form);
    },
  });
  return true;
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
  load(link.href, { method: 'GET' }, { history: 'replace', context: {}, fallback: () => location.assign(link.href) });
}

function onPopState() {
  if (location.href === shownURL) return;
  shownURL = location.href;
  load(location.href, { method: 'GET' }, { history: 'none', context: {}, fallback: () => location.reload() });
}

// A submission through the ordinary submit event, with why it was made (the keyboard's
// `first-option`, `last-option` or `escape`), which decides where focus lands.
export function submitWith(form, submitter, intent) {
  pendingIntent = intent || null;
  form.requestSubmit(submitter);
}

export function startSwaps(afterSwap) {
  enhance = afterSwap;
  document.addEventListener('submit', onSubmit);
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  // Marks the first entry as ours, like the ones pushed after it.
  history.replaceState({ playground: true }, '');
}
