// Forms by fetch: the same posts the no-script page makes, answered by the same 303 and page.
// The new device screen and panel are swapped in, the URL follows with pushState, and back and
// forward load the state of their URL the same way.

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

async function load(url, init, { push, fallback, context }) {
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
  if (push && shown !== location.href) history.pushState({ playground: true }, '', shown);
  shownURL = location.href;
  document.title = doc.title;
  adoptFonts(doc);
  swap(nextDevice, nextPanel, context);
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

function swap(nextDevice, nextPanel, context) {
  const oldDevice = device();
  const oldPanel = panel();
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
  enhance();

  const glide = restoreScrolled(liveDevice, scrolled);
  const animations = play(before, transition);
  placeFocus({ wasOpen, isOpen, focus, context });
  const scrolls = glide();
  document.dispatchEvent(
    new CustomEvent('playground:swap', { detail: { url: location.href, animated: animations.length > 0 } }),
  );
  Promise.all([...animations.map((animation) => animation.finished.catch(() => null)), ...scrolls]).then(() => {
    document.dispatchEvent(new CustomEvent('playground:settled', { detail: { url: location.href } }));
  });
}

function isEnhancedForm(form) {
  if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return false;
  const root = device();
  const side = panel();
  return (
    (root && root.contains(form) && form.classList.contains('tap')) ||
    (side && side.contains(form) && (form.classList.contains('device-form') || form.classList.contains('rotate-form')))
  );
}

function onSubmit(event) {
  const form = event.target;
  if (event.defaultPrevented || !isEnhancedForm(form)) return;
  event.preventDefault();
  const submitter = event.submitter || null;
  const intent = pendingIntent;
  pendingIntent = null;
  const opener = submitter && device().contains(submitter) ? submitter.closest('[data-frame]') : null;
  const body = new URLSearchParams(new FormData(form, submitter));
  load(form.action, { method: 'POST', body }, {
    push: true,
    context: { intent, triggerFrame: opener ? opener.dataset.frame : null },
    fallback: () => {
      // A plain submission, so the server's own page shows; `submit()` fires no event.
      if (submitter && submitter.name) {
        const carried = document.createElement('input');
        carried.type = 'hidden';
        carried.name = submitter.name;
        carried.value = submitter.value;
        form.append(carried);
      }
      HTMLFormElement.prototype.submit.call(form);
    },
  });
}

function onPopState() {
  if (location.href === shownURL) return;
  shownURL = location.href;
  load(location.href, { method: 'GET' }, { push: false, context: {}, fallback: () => location.reload() });
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
  window.addEventListener('popstate', onPopState);
  // Marks the first entry as ours, like the ones pushed after it.
  history.replaceState({ playground: true }, '');
}
