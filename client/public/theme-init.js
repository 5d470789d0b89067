// Applies the stored colour mode before first paint to avoid a flash of the wrong theme. A file, not an
// inline script, because the Content-Security-Policy allows scripts from 'self' only.
(function () {
  try {
    var p = localStorage.getItem('kadr.theme');
    var dark = p === 'dark' || ((p === null || p === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {}
})();
