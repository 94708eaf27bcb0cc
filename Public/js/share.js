// Share: the link is the share UI without script; with it, a button copies its absolute URL.

export function addCopyButton() {
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
