// Controls that apply as they change: in the Device and Options panels a changed select, colour
// or radio is sent at once, and typing is sent once it pauses. Each is the panel's one form,
// sent whole (swap.js), as its Save would send it without script. A field the browser would
// refuse (a blank label) is not sent while it is being typed; leaving it says why.
//
// The new option's text is the exception: it is added by Add or Return, never while typed.

import { panel } from './dom.js';
import { send } from './swap.js';

const TYPING_PAUSE_MS = 450;
const liveForms = ['config-form', 'device-form'];
const typed = new Set(['text', 'number', 'search']);
const notLive = ['new'];

let timer = null;
let timedForm = null;

function liveForm(field) {
  const form = field && field.form;
  const side = panel();
  if (!form || !side || !side.contains(form)) return null;
  if (!liveForms.some((name) => form.classList.contains(name))) return null;
  return notLive.includes(field.name) ? null : form;
}

// A new size typed into the device's fields replaces the history entry as it goes; choosing
// a preset pushes one, as any other new device does.
function apply(form, { report = false, typing = false } = {}) {
  clearTimeout(timer);
  timer = null;
  timedForm = null;
  if (!form.isConnected) return;
  if (!form.checkValidity()) {
    if (report) form.reportValidity();
    return;
  }
  send(form, null, { omit: notLive, live: true, history: typing ? 'replace' : null });
}

// Sends the change whose typing pause has not come yet, before `sending` (anything else that is
// about to be sent); when `sending` is that very form, it carries the change itself.
export function flushPendingChange(sending) {
  if (timer === null || !timedForm) return;
  if (timedForm === sending) {
    clearTimeout(timer);
    timer = null;
    timedForm = null;
    return;
  }
  apply(timedForm, { typing: true });
}

function onInput(event) {
  const field = event.target;
  if (!typed.has(field.type)) return;
  const form = liveForm(field);
  if (!form) return;
  clearTimeout(timer);
  timedForm = form;
  timer = setTimeout(() => apply(form, { typing: true }), TYPING_PAUSE_MS);
}

function onChange(event) {
  const field = event.target;
  const form = liveForm(field);
  if (!form) return;
  // A typed field's change (it lost focus, or Return) sends what is pending now.
  if (typed.has(field.type) && timedForm !== form) return;
  apply(form, { report: typed.has(field.type), typing: typed.has(field.type) });
}

export function startLiveControls() {
  document.addEventListener('input', onInput);
  document.addEventListener('change', onChange);
}
