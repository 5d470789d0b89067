// The language switch (EN | PL) before the app is hydrated: the prerendered page links the other language's address
// without the visitor's query and hash (/en/pricing?plan=x links /pl/cennik), and until hydration commits a click is
// the browser's own. As the link is about to be followed (pressed, clicked, opened in a new tab), it takes the query
// and hash on, and the choice is stored as the React switch stores it (storage key: client/src/config/storage-keys.ts).
// Inlined into index.html at build with theme-init.js (vite.config.ts), allowed by its hash: it works while the
// scripts are still on their way. Listening on window in the capture phase, it runs before any other click handler.
(function () {
  function follow(event) {
    var link = event.target && event.target.closest ? event.target.closest('a[data-language-switch]') : null;
    if (!link) return;
    var href = link.getAttribute('href') || '';
    var kept = href.split(/[?#]/)[0] + location.search + location.hash;
    if (kept !== href) link.setAttribute('href', kept);
    if (event.type === 'click') {
      try {
        localStorage.setItem('kadr.lang', link.getAttribute('hreflang'));
      } catch (e) {}
    }
  }
  addEventListener('pointerdown', follow, true);
  addEventListener('click', follow, true);
  addEventListener('auxclick', follow, true);
  addEventListener('contextmenu', follow, true);
})();
