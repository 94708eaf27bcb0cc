// Where focus goes across a swap, and what a modal menu holds. Opening a menu moves focus into
// it; closing returns it to the control that opened it; any other swap keeps it on the control
// with the same place in the new markup.

import { box, controlOf, device, panel, tabbableSelector } from './dom.js';
import { groupItems, moveTo } from './widgets.js';

// The data-frame of the control that opened the menu: focus goes back there when it closes.
let trigger = null;

function isTabbable(el) {
  return el.matches(tabbableSelector) && el.tabIndex >= 0 && !el.closest('[inert]');
}

function focusBox(name) {
  const control = name ? controlOf(box(device(), name)) : null;
  if (control && !control.closest('[inert]') && !control.disabled) {
    control.focus();
    return true;
  }
  return false;
}

// Focus as a place in the markup, since the elements themselves are about to be replaced.
export function describeFocus(active, oldDevice, oldPanel) {
  if (!active || active === document.body) return null;
  // The toolbar's controls keep their ids across a swap.
  if (active.id && active.closest('#toolbar')) return { id: active.id };
  if (oldDevice.contains(active)) {
    const owner = active.closest('[data-frame]');
    return owner ? { frame: owner.dataset.frame } : null;
  }
  if (oldPanel.contains(active)) {
    // A text field keeps its caret: the live controls swap the panel while it is typed in.
    const caret =
      active.id && typeof active.selectionStart === 'number'
        ? { id: active.id, start: active.selectionStart, end: active.selectionEnd }
        : null;
    return { panelIndex: Array.from(oldPanel.querySelectorAll(tabbableSelector)).indexOf(active), caret };
  }
  return null;
}

function focusFirstInModal() {
  const first = modalTabbables().find((el) => el.id !== 'dismiss-button');
  if (first) first.focus();
  return first;
}

export function placeFocus(change) {
  placeFocusAfterSwap(change);
  // A modal layer never leaves focus behind it: when the focused control went away (the
  // accordion's Edit shows its edit view as the menu closes), its first control takes focus.
  // Focus in the panel stays there: someone editing the options of an open menu keeps typing.
  const active = document.activeElement;
  if (isModal() && !device().contains(active) && !panel().contains(active)) focusFirstInModal();
}

function placeFocusAfterSwap({ wasOpen, isOpen, focus, context }) {
  if (!wasOpen && isOpen) {
    trigger = context.triggerFrame || null;
    if (context.intent === 'first-option' || context.intent === 'last-option') {
      const options = groupItems(device().querySelector('[role="listbox"]'));
      const target = context.intent === 'first-option' ? options[0] : options[options.length - 1];
      if (target) return moveTo(target);
    }
    if (isModal() && focusFirstInModal()) return undefined;
  }
  if (!isOpen && trigger) {
    // Closing returns focus to the trigger; while a modal layer the choice showed is in the
    // way (the accordion's edit view), it waits for that to close too.
    const back = trigger;
    trigger = null;
    if (focusBox(back)) return undefined;
    if (isModal()) trigger = back;
  }
  if (!focus) return undefined;
  if (focus.frame && focusBox(focus.frame)) return undefined;
  const same = focus.id && document.getElementById(focus.id);
  if (same) return same.focus();
  const field = focus.caret && document.getElementById(focus.caret.id);
  if (field && panel().contains(field)) {
    field.focus();
    const end = Math.min(focus.caret.end, field.value.length);
    field.setSelectionRange(Math.min(focus.caret.start, end), end);
    return undefined;
  }
  if (focus.panelIndex >= 0) {
    const target = panel().querySelectorAll(tabbableSelector)[focus.panelIndex];
    if (target) return target.focus();
  }
  return undefined;
}

// Modal menus: a backdrop (a full-size layer holding a dismiss form: a button where a tap on it
// dismisses, no button where it swallows taps) is showing. Everything drawn after it is on top
// of it, so the modal's controls are the toolbar's Dismiss, then the tabbable elements after the
// backdrop in document order.

function topBackdrop() {
  const backdrops = Array.from(device().querySelectorAll('[data-frame]')).filter(
    (el) => !el.closest('[inert]') && el.querySelector(':scope > form[action$="/dismiss"]'),
  );
  return backdrops[backdrops.length - 1] || null;
}

export function isModal() {
  return topBackdrop() !== null;
}

export function modalTabbables() {
  const root = device();
  const backdrop = topBackdrop();
  const dismiss = document.getElementById('dismiss-button');
  return [dismiss, ...root.querySelectorAll(tabbableSelector)].filter(
    (el) =>
      el &&
      isTabbable(el) &&
      (el === dismiss || (backdrop && backdrop.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)),
  );
}

// The form (and its button) that Escape submits: the toolbar's Dismiss, or else the dismiss form
// of a cover that swallows taps (the accordion: Escape is Close, or Cancel in its edit view), or
// the seed's own dismiss action.
export function dismissForm() {
  const root = device();
  if (!root.dataset.dismissType) return null;
  const dismiss = document.getElementById('dismiss-button');
  if (dismiss) return { form: dismiss.form, submitter: dismiss };
  const backdrop = topBackdrop();
  if (backdrop && backdrop.classList.contains('cover')) {
    return { form: backdrop.querySelector(':scope > form'), submitter: null };
  }
  const type = root.dataset.dismissType;
  for (const input of root.querySelectorAll('form.tap > input[name="type"]')) {
    if (input.value !== type || input.closest('[inert]')) continue;
    const submitter = input.form.querySelector('button[type="submit"]');
    if (submitter) return { form: input.form, submitter };
  }
  return null;
}
