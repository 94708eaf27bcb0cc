// The scenario page (/scenarios/{token}): without script, Previous and Next are plain links.
// With it, the arrow keys step, and Play steps through the scenario one step a second. Each step
// fetches the next page and swaps in its device screen and step list, playing the seed's
// animation between the two screens (the server describes it in data-transition, as on the
// demo pages); the URL follows with replaceState, so Back leaves the scenario. The step's share
// panel comes with its step list, and its Copy buttons and short link are share.js's.
//
// Hooks for tests: <html data-scenario="ready">; `playground:step` on document after each step.

import { play, snapshot, transitionBetween } from './animate.js';
import { device } from './dom.js';
import { addCopyButton } from './share.js';
import { importElement, parseHTML } from './styles.js';

const stepMilliseconds = 1000;
let playing = 0;
let busy = false;

const steps = () => document.querySelector('.scenario-steps');
const link = (rel) => document.getElementById(`step-${rel}`);

async function go(url) {
  if (busy || !url) return false;
  busy = true;
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    if (!response.ok) {
      location.href = url;
      return false;
    }
    const doc = parseHTML(await response.text());
    const nextDevice = doc.getElementById('device');
    const nextSteps = doc.querySelector('.scenario-steps');
    if (!nextDevice || !nextSteps) {
      location.href = url;
      return false;
    }
    const oldDevice = device();
    const transition = transitionBetween(oldDevice, nextDevice);
    const before = snapshot(oldDevice, transition);
    oldDevice.replaceWith(importElement(nextDevice));
    steps().replaceWith(importElement(nextSteps));
    // The share panel is the step's, inside the steps' column.
    addCopyButton();
    history.replaceState(null, '', response.url);
    document.title = doc.title;
    addPlayButton();
    play(before, transition);
    document.dispatchEvent(new CustomEvent('playground:step', { detail: { step: Number(device().dataset.step) } }));
    return true;
  } finally {
    busy = false;
  }
}

function stop() {
  clearInterval(playing);
  playing = 0;
  const button = document.getElementById('scenario-play');
  if (button) {
    button.textContent = 'Play';
    button.setAttribute('aria-pressed', 'false');
  }
}

async function advance() {
  const next = link('next');
  if (!next || !(await go(next.href)) || !link('next')) stop();
}

function togglePlay() {
  if (playing) return stop();
  const button = document.getElementById('scenario-play');
  button.textContent = 'Pause';
  button.setAttribute('aria-pressed', 'true');
  // From the start again once the last step is shown.
  const first = link('next') ? Promise.resolve() : go(document.querySelector('.step-list a').href);
  first.then(() => {
    playing = setInterval(advance, stepMilliseconds);
  });
}

function addPlayButton() {
  const stepper = document.querySelector('.stepper');
  if (!stepper || document.getElementById('scenario-play')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'scenario-play';
  button.textContent = playing ? 'Pause' : 'Play';
  button.setAttribute('aria-pressed', playing ? 'true' : 'false');
  button.addEventListener('click', togglePlay);
  stepper.append(button);
}

function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest('input, textarea, select')) return;
  const rel = { ArrowLeft: 'prev', ArrowRight: 'next' }[event.key];
  const target = rel && link(rel);
  if (!target) return;
  event.preventDefault();
  stop();
  go(target.href);
}

function onClick(event) {
  const anchor = event.target.closest('a');
  if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (!anchor.closest('.stepper, .step-list')) return;
  event.preventDefault();
  stop();
  go(anchor.href);
}

addCopyButton();

if (device() && steps() && window.fetch && window.DOMParser) {
  addPlayButton();
  document.addEventListener('keydown', onKey);
  document.addEventListener('click', onClick);
  document.documentElement.dataset.scenario = 'ready';
}
