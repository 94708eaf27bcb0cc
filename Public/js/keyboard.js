// The keyboard patterns of docs/design.md (“Accessibility”), the same in every menu: Escape
// dismisses, Tab stays inside a modal menu, the arrow keys (with Home and End) move through the
// open menu's items, or the list in focus (widgets.js says which), and never scroll the page.

import { device, tabbableSelector } from './dom.js';
import { dismissForm, isModal, modalTabbables } from './focus.js';
import { submitWith } from './swap.js';
import { groupItems, groupOf, moveTo, rowOf } from './widgets.js';

const arrows = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  vertical: { ArrowUp: -1, ArrowDown: 1 },
};

function trapTab(event, active) {
  const tabbables = modalTabbables();
  if (tabbables.length === 0) return;
  event.preventDefault();
  const index = tabbables.indexOf(active);
  const step = event.shiftKey ? -1 : 1;
  const next =
    index < 0 ? (event.shiftKey ? tabbables.length - 1 : 0) : (index + step + tabbables.length) % tabbables.length;
  tabbables[next].focus();
}

// The combobox opens its list on the first or last option, or moves there if it is open.
function comboboxKey(event, active, root) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const intent = event.key === 'ArrowDown' ? 'first-option' : 'last-option';
  if (root.dataset.menu === 'open') {
    const options = groupItems(root.querySelector('[role="listbox"]'));
    const target = intent === 'first-option' ? options[0] : options[options.length - 1];
    if (target) moveTo(target);
  } else {
    submitWith(active.form, active, intent);
  }
}

// Where an arrow, Home or End goes from `index`: along the group, wrapping in menus and tab strips
// and stopping at the ends of a list; across a row of several buttons, to the neighbour.
function nextIndex(key, items, index, group, orientation) {
  if (key === 'Home') return 0;
  if (key === 'End') return items.length - 1;
  const role = group.getAttribute('role');
  const rows = items.map((item) => rowOf(item, group));
  const across = arrows[orientation === 'vertical' ? 'horizontal' : 'vertical'];
  if (key in across) {
    const next = index + across[key];
    return next >= 0 && next < items.length && rows[next] === rows[index] ? next : index;
  }
  if (!(key in arrows[orientation])) return null;
  // The next row, at the same place in it or the nearest button of that row.
  const order = [...new Set(rows)];
  const row = order.indexOf(rows[index]);
  let target = row + arrows[orientation][key];
  if (role === 'menu' || role === 'tablist') target = (target + order.length) % order.length;
  else target = Math.max(0, Math.min(order.length - 1, target));
  // A row's place counts its disabled buttons too (the first row's move up), so a column stays put.
  const place = (i) => Array.from(rows[i].querySelectorAll('button')).indexOf(items[i]);
  let best = null;
  items.forEach((item, i) => {
    if (rows[i] !== order[target]) return;
    if (best === null || Math.abs(place(i) - place(index)) < Math.abs(place(best) - place(index))) best = i;
  });
  return best;
}

function groupKey(event, active) {
  const group = groupOf(active);
  if (!group) return;
  const items = groupItems(group);
  const index = items.indexOf(active);
  if (index < 0) return;
  const orientation = group.getAttribute('aria-orientation') || group.dataset.keys || 'vertical';
  const next = nextIndex(event.key, items, index, group, orientation);
  if (next === null) return;
  event.preventDefault();
  if (next !== index) moveTo(items[next]);
}

// Keys that scroll the page by default: in the device they move focus or do nothing, never
// scroll (a text field keeps them for its caret; Page Up and Down still scroll).
const scrollKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

function isTextEntry(el) {
  return el.matches('input:not([type="button"]):not([type="submit"]), textarea, select') || el.isContentEditable;
}

function onKeyDown(event) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const active = document.activeElement;
  const root = device();

  if (event.key === 'Escape') {
    const dismissal = dismissForm();
    if (!dismissal) return;
    event.preventDefault();
    submitWith(dismissal.form, dismissal.submitter, 'escape');
    return;
  }
  if (event.key === 'Tab' && isModal()) {
    trapTab(event, active);
    return;
  }
  if (!active || !root.contains(active) || isTextEntry(active)) return;
  if (active.getAttribute('role') === 'combobox') comboboxKey(event, active, root);
  else groupKey(event, active);
  if (scrollKeys.has(event.key)) event.preventDefault();
}

// The skip link lands on the device's first control (the open menu's, when one is): the device
// itself, where it lands without script, holds no control.
function skipToDevice(event) {
  const link = event.target.closest('a.skip-device');
  if (!link) return;
  const root = device();
  const first = isModal()
    ? modalTabbables().find((el) => !el.classList.contains('screen-cancel'))
    : Array.from(root.querySelectorAll(tabbableSelector)).find((el) => el.tabIndex >= 0 && !el.closest('[inert]'));
  event.preventDefault();
  (first || root).focus();
}

export function startKeyboard() {
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', skipToDevice);
}
