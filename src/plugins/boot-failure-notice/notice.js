// Inlined into the <head> of every page (see ./index.ts), so it runs before any script of the
// bundle and works when none of them arrives. __CHUNK_ERROR_TEXT__ and __SCRIPTS_PATH__ are
// filled in at build time. Plain ES5: it must run wherever the page is read.
(function () {
  var text = '__CHUNK_ERROR_TEXT__';
  var scripts = '__SCRIPTS_PATH__';

  function isChunkLoadError(error) {
    return (
      Boolean(error) &&
      (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(String(error.message)))
    );
  }

  // An alert with a reload button; never a reload by itself, so a file that stays missing cannot
  // cause a reload loop.
  function show() {
    if (document.getElementById('chunk-load-error')) return;
    var box = document.createElement('div');
    box.id = 'chunk-load-error';
    box.className = 'chunk-load-error';
    box.setAttribute('role', 'alert');
    var message = document.createElement('p');
    message.textContent = text + ': part of this page could not be downloaded. Check your connection and reload.';
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'button button--primary button--sm';
    button.textContent = 'Reload the page';
    button.addEventListener('click', function () {
      window.location.reload();
    });
    box.appendChild(message);
    box.appendChild(button);
    document.body.appendChild(box);
  }

  function showWhenReady() {
    if (document.body) show();
    else document.addEventListener('DOMContentLoaded', show);
  }

  // A script element of the bundle that failed (the error does not bubble: listen while it
  // captures), or a chunk error the bundler raised (timeouts, lazy imports).
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      var failedScript = target && target.tagName === 'SCRIPT' && String(target.src).indexOf(scripts) !== -1;
      if (failedScript || isChunkLoadError(event.error)) showWhenReady();
    },
    true
  );
  window.addEventListener('unhandledrejection', function (event) {
    if (isChunkLoadError(event.reason)) showWhenReady();
  });
})();
