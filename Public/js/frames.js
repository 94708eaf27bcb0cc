// The frames table under the device (a <details> the server writes, which works without script).
// With script: its Copy as JSON button is shown and copies the JSON the server wrote on it (the
// frames in the layout API's shape; never rebuilt from the cells), the table is swapped with
// every state while keeping whether it is open, and whether it is open is remembered.

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

function say(message) {
  const status = document.getElementById('frames-status');
  if (!status) return;
  // Emptied first, so that the same message said twice is announced twice.
  status.textContent = '';
  requestAnimationFrame(() => {
    status.textContent = message;
  });
}

async function copy(button) {
  try {
    await navigator.clipboard.writeText(button.dataset.json);
    say(' Copied.');
  } catch {
    say(' Could not copy: the browser refused the clipboard.');
  }
}

// Shows the Copy button of the table now on the page; again after every swap.
export function enhanceFrames() {
  const button = document.getElementById('frames-copy');
  if (!button || button.dataset.enhanced || !navigator.clipboard) return;
  button.dataset.enhanced = 'true';
  button.hidden = false;
  button.addEventListener('click', () => copy(button));
}

// The new state's table in place of the old, open if the old one was.
export function replaceFrames(next) {
  const old = document.getElementById('frames');
  if (!old || !next) return;
  next.open = old.open;
  old.replaceWith(document.importNode(next, true));
}

export function startFrames() {
  const details = document.getElementById('frames');
  if (!details) return;
  if (remembered()) details.open = true;
  // `toggle` does not bubble; it is listened for in the capture phase, so a swapped table counts.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.id === 'frames') remember(event.target.open);
    },
    true,
  );
}
