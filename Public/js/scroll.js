// Scrolled boxes: the tab strip is where the seed's `scrollToRowAtIndexPath:… animated:YES`
// leaves it. The server gives each box whose offset the seed sets `data-scroll-left` and
// `data-scroll-top` (the layout's content offset). Without script a URL fragment puts the page
// there (PageRendering's ScrollAnchor); with it, a swap scrolls each such box smoothly from where
// the old page's box was to the new offset, or at once when reduced motion is asked for.

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
// Settled: at the offset (to 1/64 px, the layout's unit), or still for this many frames (a user's
// own scroll took over, or the engine cannot reach a fractional offset).
const stillFrames = 30;

function target(el) {
  return { left: Number(el.dataset.scrollLeft) || 0, top: Number(el.dataset.scrollTop) || 0 };
}

// Where each scrolled box of `root` is now, by frame name; taken before a swap.
export function scrollPositions(root) {
  const positions = new Map();
  for (const el of root.querySelectorAll('[data-frame].scroll-x, [data-frame].scroll-y')) {
    positions.set(el.dataset.frame, { left: el.scrollLeft, top: el.scrollTop });
  }
  return positions;
}

// On a page as it loads: the fragment has placed the boxes already unless the URL lost it.
export function placeScrolledBoxes(root) {
  for (const el of root.querySelectorAll('[data-scroll-left]')) {
    const { left, top } = target(el);
    el.scrollTo({ left, top, behavior: 'instant' });
  }
}

function arrival(el, to) {
  return new Promise((resolve) => {
    let last = null;
    let still = 0;
    const step = () => {
      const now = [el.scrollLeft, el.scrollTop];
      const there = Math.abs(now[0] - to.left) <= 1 / 64 && Math.abs(now[1] - to.top) <= 1 / 64;
      still = last && now[0] === last[0] && now[1] === last[1] ? still + 1 : 0;
      last = now;
      if (there || still >= stillFrames || !el.isConnected) resolve();
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

// After a swap, each box with an offset starts where the old page's box was, so that focus, put
// back on the control it was on, finds it where it was (and scrolls nothing). The returned
// function then moves each box to its own offset, and gives a promise per moving box, resolved
// when it has arrived.
export function restoreScrolled(root, before) {
  const boxes = Array.from(root.querySelectorAll('[data-scroll-left]'), (el) => {
    const from = before.get(el.dataset.frame) || { left: 0, top: 0 };
    el.scrollTo({ left: from.left, top: from.top, behavior: 'instant' });
    return { el, from, to: target(el) };
  });
  return () =>
    boxes
      .filter(({ from, to }) => from.left !== to.left || from.top !== to.top)
      .map(({ el, to }) => {
        el.scrollTo({ left: to.left, top: to.top, behavior: reducedMotion.matches ? 'instant' : 'smooth' });
        return arrival(el, to);
      });
}

// The fragment of a page's URL: its scroll anchor, if the server drew one.
export function fragmentOf(deviceElement) {
  const anchor = deviceElement.querySelector('.scroll-anchor[id]');
  return anchor ? `#${anchor.id}` : '';
}
