// Fonts for text typed after the page was drawn.
//
// A page's @font-face rules cover only the characters it was drawn with. When a visitor types
// others (a Japanese option name, an emoji in the dropdown's field), this asks the server for the
// rules of the served faces that draw them (GET /api/v1/fonts?text=…) and adds each as a
// FontFace, so a field never draws them in a system font the server did not measure. The browser
// downloads a face only when some text needs it.

// FontsEndpoint.maxScalars: the most characters one request names.
const perRequest = 300;
// Typing waits this long before asking, so a word costs one request, not one per key.
const debounceMilliseconds = 150;

const asked = new Set();
const addedFaces = new Set();
const parsedRanges = new WeakMap();
let waiting = new Set();
let timer = 0;

// The [first, last] code point pairs of a FontFace's unicode-range ("U+20-7E, U+4E00").
function rangesOf(face) {
  let ranges = parsedRanges.get(face);
  if (!ranges) {
    ranges = [];
    for (const part of face.unicodeRange.split(',')) {
      const match = part.trim().match(/^U\+([0-9A-F?]+)(?:-([0-9A-F]+))?$/i);
      if (!match) continue;
      const first = parseInt(match[1].replace(/\?/g, '0'), 16);
      const last = match[2] ? parseInt(match[2], 16) : parseInt(match[1].replace(/\?/g, 'F'), 16);
      ranges.push([first, last]);
    }
    parsedRanges.set(face, ranges);
  }
  return ranges;
}

// True if some face of the page's families already draws the character.
function isCovered(character) {
  const codePoint = character.codePointAt(0);
  for (const face of document.fonts) {
    if (!face.family.replace(/"/g, '').startsWith('Playground ')) continue;
    if (rangesOf(face).some(([first, last]) => codePoint >= first && codePoint <= last)) return true;
  }
  return false;
}

// Adds one @font-face rule ({family, weight, url, unicodeRange}) as a FontFace, once. The CSP
// allows only the page's own inline style, so rules learnt later cannot be a <style>; FontFace
// objects are loaded under font-src 'self', when text needs them, as a <style>'s rules are.
export function addFace(rule) {
  if (typeof FontFace !== 'function' || !document.fonts) return;
  const key = `${rule.family}|${rule.weight}|${rule.url}`;
  if (addedFaces.has(key)) return;
  addedFaces.add(key);
  document.fonts.add(
    new FontFace(rule.family, `url(${rule.url})`, { weight: String(rule.weight), unicodeRange: rule.unicodeRange }),
  );
}

async function ask() {
  const characters = Array.from(waiting);
  waiting = new Set();
  for (let start = 0; start < characters.length; start += perRequest) {
    const text = characters.slice(start, start + perRequest).join('');
    try {
      const response = await fetch(`/api/v1/fonts?text=${encodeURIComponent(text)}`, {
        headers: { Accept: 'application/json' },
      });
      if (response.ok) for (const rule of (await response.json()).faces || []) addFace(rule);
    } catch {
      // Offline or refused: the text stays in the browser's fallback font until the next page.
    }
  }
  document.dispatchEvent(new CustomEvent('playground:fonts'));
}

function noteTyped(event) {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  for (const character of field.value) {
    if (asked.has(character)) continue;
    asked.add(character);
    if (!isCovered(character)) waiting.add(character);
  }
  if (waiting.size === 0) return;
  clearTimeout(timer);
  timer = setTimeout(ask, debounceMilliseconds);
}

export function startTypedFonts() {
  if (!window.FontFace || !document.fonts || !window.fetch) return;
  document.addEventListener('input', noteTyped);
}
