// Applies the stored colour mode before the first paint, so the page never flashes the wrong theme. Inlined into
// index.html at build (vite.config.ts), no file to wait for before the page can paint; the server allows it in the
// Content-Security-Policy by its hash (server/src/lib/inline-scripts.ts).
(function () {
  try {
    var p = localStorage.getItem('kadr.theme');
    var dark = p === 'dark' || ((p === null || p === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {}
})();
