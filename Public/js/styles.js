// Inline styles of fetched markup. The page's CSP admits only the `style` attributes of the page
// it came with (by hash), so fetched attributes would be blocked; declarations set through the
// CSSOM are not subject to style-src, so they are moved across that way.

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

export function parseHTML(html) {
  return new DOMParser().parseFromString(html.replace(/(\s)style="/g, `$1${styleAttribute}="`), 'text/html');
}

// Moves `element` (from `parseHTML`) into this document with its styles applied through the
// CSSOM, leaving no attribute for the CSP to block.
export function importElement(element) {
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
