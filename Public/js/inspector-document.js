// The script of an inspector panel's own document (GET /inspect/{token}/frames or /reading),
// which the demo page frames in a <details>. It makes its frame as tall as the document, so the
// panel reads as part of the page (without script the frame keeps its CSS height and scrolls),
// and shows the frames table's Copy as JSON button, which copies the JSON the server wrote on it
// (the frames in the layout API's shape; never rebuilt from the cells).

function say(message) {
  const status = document.getElementById('frames-status');
  if (!status) return;
  // Emptied first, so that the same message said twice is announced twice.
  status.textContent = '';
  requestAnimationFrame(() => {
    status.textContent = message;
  });
}

async function copy(button) {
  try {
    await navigator.clipboard.writeText(button.dataset.json);
    say(' Copied.');
  } catch {
    say(' Could not copy: the browser refused the clipboard.');
  }
}

function enableCopy() {
  const button = document.getElementById('frames-copy');
  if (!button || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener('click', () => copy(button));
}

// Same origin, so the frame element is ours to size; framed by anything else, this is null.
function fitFrame() {
  let frame = null;
  try {
    frame = window.frameElement;
  } catch {
    return;
  }
  if (!frame) return;
  const fit = () => {
    frame.style.height = `${Math.ceil(document.documentElement.getBoundingClientRect().height)}px`;
  };
  fit();
  new ResizeObserver(fit).observe(document.documentElement);
}

enableCopy();
fitFrame();
