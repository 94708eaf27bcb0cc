// The keyboard patterns of docs/design.md (“Accessibility”): Escape dismisses, Tab stays inside a
// modal menu, and the arrow keys (with Home and End) move through the dropdown list, the context
// menu and the tab strip.

import { device } from './dom.js';
import { dismissForm, isModal, modalTabbables } from './focus.js';
import { submitWith } from './swap.js';
import { groupItems, groupOf, moveTo } from './widgets.js';

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

function groupKey(event, active) {
  const group = groupOf(active);
  if (!group) return;
  const items = groupItems(group);
  const index = items.indexOf(active);
  if (index < 0) return;
  const role = group.getAttribute('role');
  const orientation = role === 'tablist' ? group.getAttribute('aria-orientation') || 'horizontal' : 'vertical';
  let next = null;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else if (event.key in arrows[orientation]) {
    next = index + arrows[orientation][event.key];
    // Menus and tab strips wrap; a listbox stops at its ends.
    if (role === 'listbox') next = Math.max(0, Math.min(items.length - 1, next));
    else next = (next + items.length) % items.length;
  }
  if (next === null) return;
  event.preventDefault();
  moveTo(items[next]);
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
  if (!active || !root.contains(active)) return;
  if (active.getAttribute('role') === 'combobox') comboboxKey(event, active, root);
  else groupKey(event, active);
}

export function startKeyboard() {
  document.addEventListener('keydown', onKeyDown);
}
