// The list of keys (docs/design.md, “Accessibility”). Without script it is a disclosure, “Keys ?”;
// with it, “?” (outside a text field) or the summary opens it as a modal dialog over the page,
// and Escape, Close or a click outside it shuts it and gives focus back to where it was.

const help = () => document.getElementById('keys-help');
const panelOf = (details) => details.querySelector('.keys-panel');
const closeButton = (details) => details.querySelector('.keys-close');

// The element focus returns to when the list closes.
let returnTo = null;

function isTextEntry(el) {
  return Boolean(
    el &&
      (el.isContentEditable ||
        el.matches('input:not([type="button"]):not([type="submit"]):not([type="reset"]), textarea, select')),
  );
}

function open(details) {
  if (details.open) return closeButton(details).focus();
  returnTo = document.activeElement;
  details.open = true;
  return undefined;
}

function close(details) {
  details.open = false;
}

// The dialog's roles and focus follow the disclosure, however it was opened or shut.
function onToggle(details) {
  const panel = panelOf(details);
  if (details.open) {
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', 'keys-title');
    if (!returnTo || returnTo === document.body) returnTo = details.querySelector('summary');
    closeButton(details).focus();
    return;
  }
  ['role', 'aria-modal', 'aria-labelledby'].forEach((name) => panel.removeAttribute(name));
  const back = returnTo && returnTo.isConnected ? returnTo : details.querySelector('summary');
  returnTo = null;
  back.focus();
}

// Captured before the page's other keys (keyboard.js): while the list is open, Escape closes it
// rather than the menu under it, and Tab stays on its Close.
function onKeyDown(event) {
  const details = help();
  if (!details || event.ctrlKey || event.metaKey || event.altKey) return;
  if (details.open && (event.key === 'Escape' || event.key === 'Tab')) {
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') close(details);
    else closeButton(details).focus();
    return;
  }
  if (event.key === '?' && !isTextEntry(document.activeElement)) {
    event.preventDefault();
    open(details);
  }
}

export function startKeysHelp() {
  const details = help();
  if (!details) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'keys-close';
  button.textContent = 'Close';
  button.addEventListener('click', () => close(details));
  panelOf(details).append(button);
  details.classList.add('keys-dialog');
  // Remembered before the summary takes focus, so a click on it returns focus there too.
  details.querySelector('summary').addEventListener('click', () => {
    if (!details.open) returnTo = document.activeElement;
  });
  details.addEventListener('toggle', () => onToggle(details));
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('click', (event) => {
    if (details.open && !details.contains(event.target)) close(details);
  });
}
