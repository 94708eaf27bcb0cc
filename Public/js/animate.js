// The seeds' animations, from the transitions the server describes in `data-transition`. The
// named boxes are animated from the values they had on the old page to the values of the new one
// (both the server's frames). Boxes nest, and each frame is relative to its parent, so the
// descendants of a moving box are animated too: the accordion's rows keep their place on the
// screen while the menu grows around them, as in the seed. Nothing is written to the elements:
// when the animations end (fill: none) every box is back at the frame its inline style holds.

import { box, device } from './dom.js';

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const animated = ['left', 'top', 'width', 'height', 'opacity'];

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

// Opening plays the new page's transition; closing plays the one the open page described for
// going back to closed (absent when the seed removes the menu at once).
export function transitionBetween(oldDevice, nextDevice) {
  const wasOpen = oldDevice.dataset.menu === 'open';
  const isOpen = nextDevice.dataset.menu === 'open';
  if (!wasOpen && isOpen) return parseTransition(nextDevice.dataset.transition);
  if (wasOpen && !isOpen) return parseTransition(oldDevice.dataset.transitionOut);
  return null;
}

// Taken before the old screen is replaced; null when nothing is to be played.
export function snapshot(root, transition) {
  if (!transition || reducedMotion.matches) return null;
  const values = new Map();
  for (const name of transition.names) {
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

// `root` is the device the snapshot was taken of, as it is now (the compare page has several).
export function play(before, transition, root = device()) {
  if (!before) return [];
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
