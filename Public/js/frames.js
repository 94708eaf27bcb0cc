// The inspector panels (the frames table under the device, the screen-reader list beside it):
// each a <details> framing its own document
// (/inspect/{token}/frames or /reading, whose script shows Copy as JSON and sizes the frame),
// which works without script. With script, an opened panel's frame loads at once, and the table
// is swapped with every state while keeping whether it is open (its frame then loads the new
// state's table), and whether it is open is remembered.

const STORAGE_KEY = 'menu-playground.frames';

function remembered() {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'open';
  } catch {
    return false;
  }
}

function remember(open) {
  try {
    localStorage.setItem(STORAGE_KEY, open ? 'open' : 'closed');
  } catch {
    // Storage refused (a private window): the choice lasts for this page.
  }
}

// The new state's table in place of the old, open if the old one was; its frame starts at the
// old one's height, so the page does not jump while the new table loads.
export function replaceFrames(next) {
  const old = document.getElementById('frames');
  if (!old || !next) return;
  next.open = old.open;
  const live = document.importNode(next, true);
  keepFrameHeight(old, live);
  old.replaceWith(live);
}

// An inspector panel's frame (`iframe.inspector-frame`) in `next` as tall as the one in `old`.
export function keepFrameHeight(old, next) {
  const before = old.querySelector('iframe.inspector-frame');
  const after = next.querySelector('iframe.inspector-frame');
  if (before && after && before.style.height) after.style.height = before.style.height;
}

// An opened inspector panel's frame is wanted now, wherever the panel is scrolled: WebKit keeps a
// lazy frame waiting until it is scrolled into view (the panel column scrolls by itself).
function loadNow(details) {
  const frame = details.querySelector('iframe.inspector-frame');
  if (frame && frame.loading === 'lazy') frame.loading = 'eager';
}

export function startFrames() {
  const details = document.getElementById('frames');
  if (!details) return;
  if (remembered()) details.open = true;
  // `toggle` does not bubble; it is listened for in the capture phase, so a swapped table counts.
  document.addEventListener(
    'toggle',
    (event) => {
      if (!(event.target instanceof HTMLDetailsElement)) return;
      if (event.target.id === 'frames') remember(event.target.open);
      if (event.target.open) loadNow(event.target);
    },
    true,
  );
}
