// Menu Playground, progressive enhancement of the demo pages (/menus/{id}).
//
// Without this file every tap is a form post answered by 303, and the pages work as they are.
// With it, the same forms are posted with fetch, the new device screen and panel are swapped in,
// the seed's animation is played between the old and the new frames, the URL follows with
// pushState, and the keyboard patterns of DESIGN.md are added (the widget roles that promise
// script-driven keys are set here, not in the HTML, so the no-script page promises nothing it
// cannot keep).
//
// Hooks for tests: <html data-playground="ready"> once running; #device[aria-busy] while a
// request is out; `playground:swap` and `playground:settled` events on document after a swap
// and after its animation.
'use strict';

(() => {
  const page = document.getElementById('device');
  if (!page || !document.querySelector('aside.panel') || !window.fetch || !window.DOMParser) return;

  const menuID = (location.pathname.match(/^\/menus\/([^/]+)/) || [])[1] || '';
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const tabbableSelector =
    'button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), ' +
    'textarea:not([disabled]), a[href], [tabindex]';

  // The data-frame of the control that opened the menu: focus goes back there when it closes.
  let trigger = null;
  // Set by the keyboard just before it submits a form, read by the submit handler.
  let pendingIntent = null;
  let inflight = null;
  let shownURL = location.href;

  const device = () => document.getElementById('device');
  const panel = () => document.querySelector('aside.panel');
  const box = (root, name) => root.querySelector(`[data-frame="${CSS.escape(name)}"]`);

  // ---------------------------------------------------------------------------------------
  // Inline styles of fetched markup. The page's CSP admits only the `style` attributes of the
  // page it came with (by hash), so fetched attributes would be blocked; declarations set
  // through the CSSOM are not subject to style-src, so they are moved across that way.

  function parseDeclarations(text) {
    const declarations = [];
    let depth = 0;
    let quote = null;
    let start = 0;
    const push = (end) => {
      const part = text.slice(start, end);
      const colon = part.indexOf(':');
      if (colon > 0) {
        let value = part.slice(colon + 1).trim();
        let priority = '';
        const important = value.match(/!\s*important\s*$/i);
        if (important) {
          value = value.slice(0, important.index).trim();
          priority = 'important';
        }
        declarations.push([part.slice(0, colon).trim(), value, priority]);
      }
      start = end + 1;
    };
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (quote) {
        if (c === '\\') i += 1;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(') depth += 1;
      else if (c === ')') depth = Math.max(0, depth - 1);
      else if (c === ';' && depth === 0) push(i);
    }
    push(text.length);
    return declarations;
  }

  // Parsing checks `style` attributes against this page's CSP even in a DOMParser document
  // (Chromium reports a violation for each), so they are renamed in the text before parsing.
  // The server's renderer escapes every quote in attribute values and text, so ` style="` can
  // only be the start of a style attribute.
  const styleAttribute = 'data-playground-style';

  function parseHTML(html) {
    return new DOMParser().parseFromString(html.replace(/(\s)style="/g, `$1${styleAttribute}="`), 'text/html');
  }

  // Moves `element` (from `parseHTML`) into this document with its styles applied through the
  // CSSOM, leaving no attribute for the CSP to block.
  function importElement(element) {
    const styled = [];
    for (const el of [element, ...element.querySelectorAll(`[${styleAttribute}]`)]) {
      if (!el.hasAttribute(styleAttribute)) continue;
      styled.push([el, parseDeclarations(el.getAttribute(styleAttribute))]);
      el.removeAttribute(styleAttribute);
    }
    const live = document.adoptNode(element);
    for (const [el, declarations] of styled) {
      for (const [name, value, priority] of declarations) el.style.setProperty(name, value, priority);
    }
    return live;
  }

  // ---------------------------------------------------------------------------------------
  // Requests and swaps.

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
    if (push && response.url !== location.href) history.pushState({ playground: true }, '', response.url);
    shownURL = location.href;
    document.title = doc.title;
    swap(nextDevice, nextPanel, context);
  }

  function swap(nextDevice, nextPanel, context) {
    const oldDevice = device();
    const oldPanel = panel();
    const wasOpen = oldDevice.dataset.menu === 'open';
    const isOpen = nextDevice.dataset.menu === 'open';
    // Opening plays the new page's transition; closing plays the one the open page described
    // for going back to closed (absent when the seed removes the menu at once).
    let transition = null;
    if (!wasOpen && isOpen) transition = parseTransition(nextDevice.dataset.transition);
    if (wasOpen && !isOpen) transition = parseTransition(oldDevice.dataset.transitionOut);
    const before = transition && !reducedMotion.matches ? snapshot(oldDevice, transition.names) : null;
    const focus = describeFocus(document.activeElement, oldDevice, oldPanel);
    if (!wasOpen && isOpen) trigger = context.triggerFrame || null;

    const liveDevice = importElement(nextDevice);
    const livePanel = importElement(nextPanel);
    oldDevice.replaceWith(liveDevice);
    oldPanel.replaceWith(livePanel);
    enhance();

    const animations = before ? play(before, transition) : [];
    placeFocus({ wasOpen, isOpen, focus, context });
    document.dispatchEvent(
      new CustomEvent('playground:swap', { detail: { url: location.href, animated: animations.length > 0 } }),
    );
    Promise.all(animations.map((animation) => animation.finished.catch(() => null))).then(() => {
      document.dispatchEvent(new CustomEvent('playground:settled', { detail: { url: location.href } }));
    });
  }

  function parseTransition(json) {
    if (!json) return null;
    try {
      const transition = JSON.parse(json);
      if (!(transition.duration > 0) || !Array.isArray(transition.names)) return null;
      return transition;
    } catch {
      return null;
    }
  }

  // ---------------------------------------------------------------------------------------
  // Animation. The named boxes are animated from the values they had on the old page to the
  // values of the new one (both the server's frames). Boxes nest, and each frame is relative to
  // its parent, so the descendants of a moving box are animated too: the accordion's rows keep
  // their place on the screen while the menu grows around them, as in the seed. Nothing is
  // written to the elements: when the animations end (fill: none) every box is back at the
  // frame its inline style holds.

  const animated = ['left', 'top', 'width', 'height', 'opacity'];

  function snapshot(root, names) {
    const values = new Map();
    for (const name of names) {
      const top = box(root, name);
      if (!top) continue;
      for (const el of [top, ...top.querySelectorAll('[data-frame]')]) {
        // Computed values, so an animation cut short starts the next one where it was drawn.
        const style = getComputedStyle(el);
        values.set(el.dataset.frame, Object.fromEntries(animated.map((p) => [p, style.getPropertyValue(p)])));
      }
    }
    return values;
  }

  function play(before, transition) {
    const root = device();
    const animations = [];
    const options = {
      duration: transition.duration * 1000,
      easing: transition.curve === 'linear' ? 'linear' : 'ease-in-out',
    };
    for (const [name, from] of before) {
      const el = box(root, name);
      if (!el) continue;
      const style = getComputedStyle(el);
      const first = {};
      const last = {};
      for (const property of animated) {
        const to = style.getPropertyValue(property);
        if (to !== from[property]) {
          first[property] = from[property];
          last[property] = to;
        }
      }
      if (Object.keys(first).length > 0) animations.push(el.animate([first, last], options));
    }
    return animations;
  }

  // ---------------------------------------------------------------------------------------
  // Focus.

  function isTabbable(el) {
    return el.matches(tabbableSelector) && el.tabIndex >= 0 && !el.closest('[inert]');
  }

  // The control a box draws (its tap button, text input or disabled button).
  function controlOf(el) {
    return el
      ? el.querySelector(':scope > form > button, :scope > form > input:not([type="hidden"]), :scope > button')
      : null;
  }

  function focusBox(name) {
    const control = name ? controlOf(box(device(), name)) : null;
    if (control && !control.closest('[inert]') && !control.disabled) {
      control.focus();
      return true;
    }
    return false;
  }

  function describeFocus(active, oldDevice, oldPanel) {
    if (!active || active === document.body) return null;
    if (oldDevice.contains(active)) {
      if (active.classList.contains('screen-cancel')) return { cancel: true };
      const owner = active.closest('[data-frame]');
      return owner ? { frame: owner.dataset.frame } : null;
    }
    if (oldPanel.contains(active)) {
      return { panelIndex: Array.from(oldPanel.querySelectorAll(tabbableSelector)).indexOf(active) };
    }
    return null;
  }

  function placeFocus({ wasOpen, isOpen, focus, context }) {
    if (!wasOpen && isOpen) {
      if (context.intent === 'first-option' || context.intent === 'last-option') {
        const options = groupItems(device().querySelector('[role="listbox"]'));
        const target = context.intent === 'first-option' ? options[0] : options[options.length - 1];
        if (target) return moveTo(target);
      }
      if (isModal()) {
        const first = modalTabbables().find((el) => !el.classList.contains('screen-cancel'));
        if (first) return first.focus();
      }
    }
    if (wasOpen && !isOpen) {
      const back = trigger;
      trigger = null;
      if (focusBox(back)) return undefined;
    }
    if (!focus) return undefined;
    if (focus.cancel) {
      const cancel = device().querySelector('.screen-cancel');
      if (cancel) return cancel.focus();
    }
    if (focus.frame && focusBox(focus.frame)) return undefined;
    if (focus.panelIndex >= 0) {
      const target = panel().querySelectorAll(tabbableSelector)[focus.panelIndex];
      if (target) return target.focus();
    }
    return undefined;
  }

  // ---------------------------------------------------------------------------------------
  // Modal menus: a backdrop (a full-size dismiss form) is showing. Everything drawn after it is
  // on top of it, so the modal's controls are the tabbable elements after the backdrop in
  // document order, plus the visible Cancel beside the screen.

  function isModal() {
    return device().querySelector('.screen-cancel') !== null;
  }

  function modalTabbables() {
    const root = device();
    const backdrops = Array.from(root.querySelectorAll('[data-frame]')).filter(
      (el) => !el.closest('[inert]') && el.querySelector(':scope > form[action$="/dismiss"]'),
    );
    const backdrop = backdrops[backdrops.length - 1];
    return Array.from(root.querySelectorAll(tabbableSelector)).filter(
      (el) =>
        isTabbable(el) &&
        (el.classList.contains('screen-cancel') ||
          (backdrop && backdrop.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)),
    );
  }

  function dismissForm() {
    const root = device();
    if (root.dataset.menu !== 'open') return null;
    const cancel = root.querySelector('.screen-cancel');
    if (cancel) return { form: cancel.form, submitter: cancel };
    const type = root.dataset.dismissType;
    for (const input of root.querySelectorAll('form.tap > input[name="type"]')) {
      if (input.value !== type || input.closest('[inert]')) continue;
      const submitter = input.form.querySelector('button[type="submit"]');
      if (submitter) return { form: input.form, submitter };
    }
    return null;
  }

  // ---------------------------------------------------------------------------------------
  // Widget roles and roving focus (DESIGN.md's table), set after every swap.

  const widgets = {
    'context-menu': { menu: 'stack', items: /^item-\d+$/, separators: /^separator-\d+$/, button: 'show-button' },
    dropdown: { listbox: 'list', options: /^row-\d+$/, combobox: 'field' },
  };

  function childBoxes(root, pattern) {
    return Array.from(root.querySelectorAll('[data-frame]')).filter((el) => pattern.test(el.dataset.frame));
  }

  function enhance() {
    const root = device();
    const open = root.dataset.menu === 'open';
    const widget = widgets[menuID] || {};

    if (widget.menu) {
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

    if (widget.listbox) {
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
      // Only the button form of the field is a combobox; while "Other" is being typed it is a
      // plain text input.
      if (combobox && combobox.tagName === 'BUTTON') {
        combobox.setAttribute('role', 'combobox');
        // A combobox takes no name from its content, so the text it shows is named explicitly.
        if (!combobox.hasAttribute('aria-label')) combobox.setAttribute('aria-label', combobox.textContent.trim());
        combobox.setAttribute('aria-haspopup', 'listbox');
        combobox.setAttribute('aria-expanded', String(open));
        if (list) combobox.setAttribute('aria-controls', list.id);
      }
    }

    const tablist = root.querySelector('[data-frame][role="tablist"]');
    if (tablist) {
      // The strip's orientation follows its frame: along the bottom in portrait, down the left
      // side in landscape.
      const horizontal = parseFloat(tablist.style.width) >= parseFloat(tablist.style.height);
      tablist.setAttribute('aria-orientation', horizontal ? 'horizontal' : 'vertical');
      const tabs = groupItems(tablist);
      rove(tabs, tabs.find((el) => el.getAttribute('aria-selected') === 'true'));
    }

    addCopyButton();
  }

  // The focusable items of a composite widget, in order.
  function groupItems(group) {
    if (!group) return [];
    const role = { menu: 'menuitem', listbox: 'option', tablist: 'tab' }[group.getAttribute('role')];
    return Array.from(group.querySelectorAll(`[role="${role}"]`)).filter((el) => !el.disabled);
  }

  // One tab stop per widget (roving tabindex): the chosen item, or the first.
  function rove(items, current) {
    items.forEach((el) => el.setAttribute('tabindex', '-1'));
    const chosen = current || items[0];
    if (chosen) chosen.setAttribute('tabindex', '0');
  }

  function moveTo(target) {
    const group = target.closest('[role="menu"], [role="listbox"], [role="tablist"]');
    rove(groupItems(group), target);
    target.focus();
    return undefined;
  }

  // ---------------------------------------------------------------------------------------
  // Share: the link is the share UI without script; with it, a button copies its absolute URL.

  function addCopyButton() {
    const link = document.getElementById('share-link');
    if (!link || !navigator.clipboard || link.parentNode.querySelector('.copy-link')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-link';
    button.textContent = 'Copy link';
    const status = document.createElement('span');
    status.className = 'copy-status';
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    button.addEventListener('click', () => {
      const url = new URL(link.getAttribute('href'), location.href).href;
      navigator.clipboard.writeText(url).then(
        () => {
          status.textContent = ' Copied';
        },
        () => {
          status.textContent = ' Could not copy: use the link itself.';
        },
      );
    });
    link.after(document.createTextNode(' '), button, status);
  }

  // ---------------------------------------------------------------------------------------
  // Events.

  function isEnhancedForm(form) {
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return false;
    const root = device();
    const side = panel();
    return (
      (root && root.contains(form) && form.classList.contains('tap')) ||
      (side && side.contains(form) && (form.classList.contains('device-form') || form.classList.contains('rotate-form')))
    );
  }

  document.addEventListener('submit', (event) => {
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
  });

  window.addEventListener('popstate', () => {
    if (location.href === shownURL) return;
    shownURL = location.href;
    load(location.href, { method: 'GET' }, { push: false, context: {}, fallback: () => location.reload() });
  });

  function submitWith(form, submitter, intent) {
    pendingIntent = intent || null;
    form.requestSubmit(submitter);
  }

  const arrows = {
    horizontal: { ArrowLeft: -1, ArrowRight: 1 },
    vertical: { ArrowUp: -1, ArrowDown: 1 },
  };

  document.addEventListener('keydown', (event) => {
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
      const tabbables = modalTabbables();
      if (tabbables.length === 0) return;
      event.preventDefault();
      const index = tabbables.indexOf(active);
      const step = event.shiftKey ? -1 : 1;
      const next =
        index < 0 ? (event.shiftKey ? tabbables.length - 1 : 0) : (index + step + tabbables.length) % tabbables.length;
      tabbables[next].focus();
      return;
    }

    if (!active || !root.contains(active)) return;

    if (active.getAttribute('role') === 'combobox') {
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
      return;
    }

    const group = active.closest('[role="menu"], [role="listbox"], [role="tablist"]');
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
  });

  history.replaceState({ playground: true }, '');
  enhance();
  document.documentElement.dataset.playground = 'ready';
})();
