// Widget roles and roving focus (docs/design.md, “Accessibility”), set after every swap. The roles
// promise script-driven keys, so they are set here rather than in the HTML: the no-script page
// promises nothing it cannot keep.

import { box, controlOf } from './dom.js';

const widgets = {
  'context-menu': { menu: 'stack', items: /^item-\d+$/, separators: /^separator-\d+$/, button: 'show-button' },
  dropdown: { listbox: 'list', options: /^row-\d+$/, combobox: 'field' },
};

// The groups the arrow keys move through: the composite widgets set here and by the server, and
// every other group the server marks `data-keys` (ScreenBuilder's one rule: the list or dialog
// that holds a menu's options or buttons, such as the accordion's rows and the action sheet's).
const groupSelector = '[role="menu"], [role="listbox"], [role="tablist"], [data-keys]';
const itemRoles = { menu: 'menuitem', listbox: 'option', tablist: 'tab' };

function childBoxes(root, pattern) {
  return Array.from(root.querySelectorAll('[data-frame]')).filter((el) => pattern.test(el.dataset.frame));
}

export function groupOf(el) {
  return el.closest(groupSelector);
}

// A composite widget keeps one tab stop (roving tabindex); the other groups keep every control
// in the tab order, as a dialog's buttons or a list of rows should, and add the arrow keys.
export function isComposite(group) {
  return Boolean(group && itemRoles[group.getAttribute('role')]);
}

// The focusable items of a group, in order.
export function groupItems(group) {
  if (!group) return [];
  if (isComposite(group)) {
    const role = itemRoles[group.getAttribute('role')];
    return Array.from(group.querySelectorAll(`[role="${role}"]`)).filter((el) => !el.disabled);
  }
  // Buttons only: a text field keeps its arrow keys for its caret.
  return Array.from(group.querySelectorAll('[data-frame]'))
    .map(controlOf)
    .filter((el) => el && el.tagName === 'BUTTON' && !el.disabled && groupOf(el) === group);
}

// The box directly inside `group` that holds `item`: its row, when a row holds several buttons
// (the tab/split controller's Settings: move up and move down).
export function rowOf(item, group) {
  let row = item.closest('[data-frame]');
  for (let up = row.parentElement.closest('[data-frame]'); up && up !== group; up = up.parentElement.closest('[data-frame]')) {
    row = up;
  }
  return row;
}

// One tab stop per widget (roving tabindex): the chosen item, or the first.
function rove(items, current) {
  items.forEach((el) => el.setAttribute('tabindex', '-1'));
  const chosen = current || items[0];
  if (chosen) chosen.setAttribute('tabindex', '0');
}

export function moveTo(target) {
  const group = groupOf(target);
  if (isComposite(group)) rove(groupItems(group), target);
  target.focus();
}

function enhanceMenu(root, widget, open) {
  const menu = box(root, widget.menu);
  if (menu) {
    menu.setAttribute('role', 'menu');
    menu.setAttribute('aria-label', 'Actions');
    for (const item of childBoxes(menu, widget.items)) {
      const control = controlOf(item);
      if (control) control.setAttribute('role', 'menuitem');
    }
    for (const separator of childBoxes(menu, widget.separators)) separator.setAttribute('role', 'separator');
    rove(groupItems(menu));
  }
  const opener = controlOf(box(root, widget.button));
  if (opener) {
    opener.setAttribute('aria-haspopup', 'menu');
    opener.setAttribute('aria-expanded', String(open));
  }
}

function enhanceListbox(root, widget, open) {
  const list = box(root, widget.listbox);
  const field = box(root, widget.combobox);
  const combobox = controlOf(field);
  if (list) {
    list.id = 'playground-listbox';
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', 'Options');
    const current = field ? field.textContent.trim() : '';
    for (const row of childBoxes(list, widget.options)) {
      const control = controlOf(row);
      if (!control) continue;
      control.setAttribute('role', 'option');
      control.setAttribute('aria-selected', String(control.textContent.trim() === current));
    }
    const options = groupItems(list);
    rove(options, options.find((el) => el.getAttribute('aria-selected') === 'true'));
  }
  // Only the button form of the field is a combobox; while "Other" is being typed it is a plain
  // text input.
  if (combobox && combobox.tagName === 'BUTTON') {
    combobox.setAttribute('role', 'combobox');
    // A combobox takes no name from its content, so the text it shows is named explicitly.
    if (!combobox.hasAttribute('aria-label')) combobox.setAttribute('aria-label', combobox.textContent.trim());
    combobox.setAttribute('aria-haspopup', 'listbox');
    combobox.setAttribute('aria-expanded', String(open));
    if (list) combobox.setAttribute('aria-controls', list.id);
  }
}

export function enhanceWidgets(root, menuID) {
  const open = root.dataset.menu === 'open';
  const widget = widgets[menuID] || {};
  if (widget.menu) enhanceMenu(root, widget, open);
  if (widget.listbox) enhanceListbox(root, widget, open);

  const tablist = root.querySelector('[data-frame][role="tablist"]');
  if (tablist) {
    // The strip's orientation follows its frame: along the bottom in portrait, down the left side
    // in landscape.
    const horizontal = parseFloat(tablist.style.width) >= parseFloat(tablist.style.height);
    tablist.setAttribute('aria-orientation', horizontal ? 'horizontal' : 'vertical');
    const tabs = groupItems(tablist);
    rove(tabs, tabs.find((el) => el.getAttribute('aria-selected') === 'true'));
  }
}
