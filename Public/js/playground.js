// Menu Playground, progressive enhancement of the demo pages (/menus/{id}).
//
// Without these modules every tap is a form post answered by 303, and the pages work as they
// are. With them, the same forms are posted with fetch and the new device screen and panel are
// swapped in (swap.js), the seed's animation is played between the old and the new frames
// (animate.js), scrolled boxes glide to their new offsets (scroll.js), the URL follows (taps
// replace the history entry, device changes push one), the panels' fields apply as they change
// (controls.js), the device can be scaled to fit (zoom.js), and the keyboard patterns of
// docs/design.md (“Accessibility”) are added (keyboard.js, widgets.js, focus.js), with “?” for
// the list of keys (keys.js).
//
// The frames table under the device keeps whether it is open across swaps and remembers it
// (frames.js); the inspector panels' frames are sized and their Copy as JSON shown by their own
// documents' script (inspector-document.js).
//
// The inspector: frames on hover and focus, outlines (kept in the URL's #outlines) and the
// canvas's backgrounds (inspect.js, measure.js).
//
// Characters typed into any field that the page's fonts do not cover are asked for (fonts.js).
//
// Hooks for tests: <html data-playground="ready"> once running; #device[aria-busy] while a
// request is out; `playground:swap` and `playground:settled` events on document after a swap
// and after its animation; `playground:fonts` once typed characters' faces are added.

import { flushPendingChange, startLiveControls } from './controls.js';
import { device } from './dom.js';
import { startTypedFonts } from './fonts.js';
import { startFrames } from './frames.js';
import { enhanceInspector, startInspector } from './inspect.js';
import { startKeyboard } from './keyboard.js';
import { startKeysHelp } from './keys.js';
import { placeScrolledBoxes } from './scroll.js';
import { addCopyButton, startShareLink } from './share.js';
import { startSwaps } from './swap.js';
import { enhanceWidgets } from './widgets.js';
import { startZoom } from './zoom.js';

const menuID = (location.pathname.match(/^\/menus\/([^/]+)/) || [])[1] || '';

// Everything the script adds to the server's markup, again after every swap.
function enhance() {
  enhanceWidgets(device(), menuID);
  addCopyButton();
  enhanceInspector();
}

// Every page with a text field, the demo pages or not.
startTypedFonts();
// Every page with the list of keys.
startKeysHelp();

if (device() && document.querySelector('aside.panel') && window.fetch && window.DOMParser) {
  startSwaps(enhance, flushPendingChange);
  startLiveControls();
  startKeyboard();
  startZoom();
  startShareLink();
  startFrames();
  startInspector();
  enhance();
  placeScrolledBoxes(device());
  document.documentElement.dataset.playground = 'ready';
}
