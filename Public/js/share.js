// Share: without script the link and the URL field (a path) are the share UI. With it, the field
// shows the whole absolute URL and selects itself when clicked, a button copies the link, and
// "Copy as test" copies the pytest file of the taps' scenario.

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

export function addCopyButton() {
  const field = document.getElementById('share-url');
  if (field && !field.dataset.absolute) {
    field.dataset.absolute = 'true';
    field.value = new URL(field.value, location.href).href;
    const select = () => field.select();
    field.addEventListener('focus', select);
    field.addEventListener('click', select);
  }
  if (!navigator.clipboard) return;
  const link = document.getElementById('share-link');
  if (link && !link.parentNode.querySelector('.copy-link')) {
    const [button, status] = copyButton('Copy link', 'copy-link', () => new URL(link.getAttribute('href'), location.href).href);
    link.after(document.createTextNode(' '), button, status);
  }
  const trail = document.getElementById('trail-scenario');
  if (trail && !trail.parentNode.querySelector('.copy-test')) {
    const [button, status] = copyButton('Copy as test', 'copy-test', () => scenarioTest(trail));
    trail.after(button, status);
  }
}
