// Share: without script the panel's fields hold the texts to share (the full link, embed code,
// a Markdown image link) and "Create short link" posts a form, which the server answers with the
// short link's own share page. With it, each field selects itself when clicked, its Copy button
// copies it (the clipboard API, or the selection and execCommand where the page is not a secure
// context and has no clipboard API), and "Create short link" asks the API instead
// (POST /api/v1/links) and shows the link and its QR code in place. "Copy as test" copies the
// pytest file of the taps' scenario.
//
// One live region (#share-status) says what was copied or what went wrong.

// A promised text goes in a ClipboardItem where there is one: the copy then starts within the
// click, as engines that ask for a user gesture require, and the text follows when it arrives.
function write(produce) {
  const text = Promise.resolve().then(produce);
  if (window.ClipboardItem && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return text.then((value) => navigator.clipboard.writeText(value));
}

function copyButton(text, className, produce) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.textContent = text;
  const status = document.createElement('span');
  status.className = 'copy-status';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  button.addEventListener('click', () => {
    status.textContent = '';
    write(produce).then(
        () => {
          status.textContent = ' Copied';
        },
        () => {
          status.textContent = ' Could not copy: use the link itself.';
        },
      );
  });
  return [button, status];
}

// The scenario link answers with a redirect to /scenarios/{token}; its test is that URL + /test.py.
async function scenarioTest(link) {
  const scenario = await fetch(link.href, { credentials: 'same-origin' });
  if (!scenario.ok) throw new Error(`HTTP ${scenario.status}`);
  const test = await fetch(`${new URL(scenario.url).pathname}/test.py`, { credentials: 'same-origin' });
  if (!test.ok) throw new Error(`HTTP ${test.status}`);
  return test.text();
}

function say(message, isError = false) {
  const status = document.getElementById('share-status');
  if (!status) return;
  // Emptied first, so that the same message said twice is announced twice.
  status.textContent = '';
  status.classList.toggle('share-error', isError);
  requestAnimationFrame(() => {
    status.textContent = message;
  });
}

// The selection and execCommand('copy'): deprecated, but the only copy an insecure page has.
function copyBySelection(field) {
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

async function copyField(button) {
  const field = document.getElementById(button.dataset.copy);
  if (!field) return;
  const what = (button.getAttribute('aria-label') || 'Copy').replace(/^Copy /, '');
  let copied = false;
  if (navigator.clipboard && navigator.clipboard.writeText) {
    try {
      await navigator.clipboard.writeText(field.value);
      copied = true;
    } catch {
      copied = copyBySelection(field);
    }
  } else {
    copied = copyBySelection(field);
  }
  if (copied) {
    say(`Copied the ${what}.`);
  } else {
    field.focus();
    field.select();
    say(`Could not copy the ${what}: it is selected, copy it with the keyboard.`, true);
  }
}

function enhanceField(field) {
  if (field.dataset.enhanced) return;
  field.dataset.enhanced = 'true';
  const select = () => field.select();
  field.addEventListener('focus', select);
  field.addEventListener('click', select);
}

function enhanceCopyButton(button) {
  if (button.dataset.enhanced) return;
  button.dataset.enhanced = 'true';
  button.hidden = false;
  button.addEventListener('click', () => copyField(button));
}

// The short link's field and QR code, as the server writes them on the short link's page.
function shortLinkElements(short) {
  const absolute = new URL(short, location.href).href;
  const paragraph = document.createElement('p');
  paragraph.className = 'share-field';
  const label = document.createElement('label');
  label.htmlFor = 'share-short';
  label.textContent = 'Short link';
  const row = document.createElement('span');
  row.className = 'share-row';
  const field = document.createElement('input');
  field.id = 'share-short';
  field.type = 'text';
  field.readOnly = true;
  field.value = absolute;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy';
  button.dataset.copy = 'share-short';
  button.setAttribute('aria-label', 'Copy short link');
  button.textContent = 'Copy';
  row.append(field, button);
  paragraph.append(label, row);
  const qr = document.createElement('img');
  qr.className = 'share-qr';
  qr.id = 'share-qr';
  qr.src = `${short}/qr.svg`;
  qr.alt = `QR code of the short link ${absolute}`;
  qr.width = 148;
  qr.height = 148;
  enhanceField(field);
  enhanceCopyButton(button);
  return [paragraph, qr, field];
}

function refusal(response) {
  switch (response.status) {
    case 429: {
      const wait = Number(response.headers.get('Retry-After'));
      const when = wait > 0 ? ` in ${wait} second${wait === 1 ? '' : 's'}` : ' in a minute';
      return `Too many short links were made from your address just now: try again${when}. The full link works meanwhile.`;
    }
    case 503:
      return 'Short links are not answering right now: try again soon, or share the full link.';
    case 507:
      return 'The store of short links is full: share the full link instead.';
    default:
      return `No short link (HTTP ${response.status}): share the full link instead.`;
  }
}

async function createShortLink(form) {
  const button = form.querySelector('button');
  button.disabled = true;
  say('Creating the short link…');
  try {
    const response = await fetch(form.dataset.api, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ url: form.elements.url.value }),
      credentials: 'same-origin',
    });
    if (!response.ok) {
      say(refusal(response), true);
      return;
    }
    const link = await response.json();
    const [paragraph, qr, field] = shortLinkElements(link.short);
    form.replaceWith(paragraph, qr);
    field.focus();
    say('Short link created.');
    document.dispatchEvent(new CustomEvent('playground:short-link', { detail: link }));
  } catch {
    say('No short link: the server did not answer. Share the full link instead.', true);
  } finally {
    button.disabled = false;
  }
}

// Every field and Copy button of the panel, and the short link's form; again after every swap.
export function enhanceSharePanel() {
  for (const field of document.querySelectorAll('.share-field input, .share-field textarea')) enhanceField(field);
  for (const button of document.querySelectorAll('.share-field button.copy')) enhanceCopyButton(button);
  const form = document.getElementById('short-link-form');
  if (form && window.fetch && !form.dataset.enhanced) {
    form.dataset.enhanced = 'true';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      createShortLink(form);
    });
  }
}

// The toolbar's Share link. Followed as a plain fragment link, the browser scrolls the window as
// far as it goes, which pushes the sticky panel's top off screen and leaves the end of the share
// section below the layout: instead the panel is brought whole into view and scrolled inside
// itself to the section, and the heading takes the focus the link would have given it.
function showSharePanel(event) {
  const link = event.target.closest('a.toolbar-share');
  const section = document.getElementById('share-panel');
  const heading = document.getElementById('share-heading');
  if (!link || !section || !heading || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  const panel = section.closest('aside.panel');
  if (panel && getComputedStyle(panel).position === 'sticky') {
    panel.scrollIntoView({ block: 'start' });
    section.scrollIntoView({ block: 'nearest' });
  } else {
    section.scrollIntoView({ block: 'start' });
  }
  history.replaceState(history.state, '', link.hash);
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

export function startShareLink() {
  document.addEventListener('click', showSharePanel);
}

export function addCopyButton() {
  const field = document.getElementById('share-url');
  // The server writes a path when it knows no origin for the page.
  if (field && !field.dataset.absolute) {
    field.dataset.absolute = 'true';
    field.value = new URL(field.value, location.href).href;
  }
  enhanceSharePanel();
  if (!navigator.clipboard) return;
  const trail = document.getElementById('trail-scenario');
  if (trail && !trail.parentNode.querySelector('.copy-test')) {
    const [button, status] = copyButton('Copy as test', 'copy-test', () => scenarioTest(trail));
    trail.after(button, status);
  }
}
