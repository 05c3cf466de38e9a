// Inlined into the <head> of every page (./index.ts): starts the page's scripts after the first
// paint, and keeps what the reader does before React has hydrated. The rules are in ./README.md.
// __NEEDS_REACT__ and __IDLE_TIMEOUT_MS__ are filled in at build time. Plain ES5.
(function () {
  var LINKS = 'link[data-deferred-boot]';
  var NEEDS_REACT = '__NEEDS_REACT__';
  var IDLE_TIMEOUT_MS = Number('__IDLE_TIMEOUT_MS__');
  // Controls whose click does nothing until React has hydrated them (a submit button still
  // submits its form, a link still navigates: the browser does those itself).
  var SCRIPTED = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"]';
  // Elements a pointer or focus on means the reader is about to use the page (not links: a
  // click on one leaves the page, and evaluating the bundle first would only delay that).
  var CONTROLS = SCRIPTED + ', input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])';
  var html = document.documentElement;
  var state = 'pending'; // then 'started', then 'hydrated' or 'failed'; 'off' without deferred scripts
  var queue = [];
  var found = false;

  // The page's scripts are in the template's preload links; there are none under `npm start`,
  // whose HTML loads its scripts itself.
  function deferred() {
    if (!found && document.querySelector(LINKS)) {
      found = true;
      if (state === 'pending') html.setAttribute('data-boot', 'pending');
    }
    return found;
  }

  function live() {
    return (state === 'pending' || state === 'started') && deferred();
  }

  function closest(target, selector) {
    return target && target.nodeType === 1 && target.closest ? target.closest(selector) : null;
  }

  function inApp(element) {
    var app = document.getElementById('__docusaurus');
    return Boolean(app && element && app.contains(element));
  }

  // The control React will hydrate that a click is for, or null when the browser handles it.
  function scriptedControl(target) {
    var control = closest(target, SCRIPTED + ', a[href], input, select, textarea, summary, label');
    if (!control || !control.matches(SCRIPTED) || !inApp(control)) return null;
    if (control.tagName === 'BUTTON' && control.form && (control.type === 'submit' || control.type === 'reset')) {
      return null;
    }
    return control;
  }

  // Where a node sits under the app's root, so its replacement can be found (see README.md).
  function pathOf(node) {
    var path = [];
    var app = document.getElementById('__docusaurus');
    while (node && node !== app) {
      path.unshift(Array.prototype.indexOf.call(node.parentNode.children, node));
      node = node.parentNode;
    }
    return path;
  }

  function atPath(path) {
    var node = document.getElementById('__docusaurus');
    for (var i = 0; node && i < path.length; i++) node = node.children[path[i]];
    return node || null;
  }

  // The site's own copy of the search shortcut (src/plugins/local-search/client/shortcuts.ts;
  // a unit test checks that the two agree): Ctrl+K or ⌘K, and `/`, outside text fields.
  function isTypingTarget(target) {
    if (!target || target.nodeType !== 1) return false;
    if (target.isContentEditable || closest(target, '[contenteditable]:not([contenteditable="false"])')) return true;
    var tag = target.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
    var plain = ['button', 'checkbox', 'radio', 'reset', 'submit', 'range', 'color', 'file', 'image'];
    return tag === 'INPUT' && plain.indexOf(target.type) === -1;
  }

  function isSearchShortcut(event) {
    if (event.defaultPrevented || event.isComposing || event.repeat || isTypingTarget(event.target)) return false;
    var key = String(event.key).toLowerCase();
    if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
    return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
  }

  function start() {
    if (state !== 'pending' || !deferred()) return;
    state = 'started';
    // Scripts inserted while the document is still being parsed would hydrate half a page.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insertScripts);
    else insertScripts();
  }

  function insertScripts() {
    markServerContent();
    var links = document.querySelectorAll(LINKS);
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].getAttribute('href');
      // Inserted scripts run in insertion order only when not async.
      script.async = false;
      script.addEventListener('error', fail);
      document.head.appendChild(script);
    }
    html.setAttribute('data-boot', 'started');
    new MutationObserver(function (records, observer) {
      if (html.getAttribute('data-has-hydrated') !== 'true') return;
      observer.disconnect();
      hydrated();
    }).observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
  }

  // A script that cannot load: the page will not hydrate, and the boot failure notice
  // (src/plugins/boot-failure-notice) says so. Clicks are no longer held for a replay.
  function fail() {
    if (state !== 'started') return;
    state = 'failed';
    queue = [];
    stopListening();
    html.setAttribute('data-boot', 'failed');
  }

  function hydrated() {
    if (state !== 'started') return;
    state = 'hydrated';
    stopListening();
    if (serverContent.length) window.addEventListener('click', onServerContentClick, true);
    handOverFields();
    var held = queue;
    queue = [];
    for (var i = 0; i < held.length; i++) replay(held[i]);
    html.setAttribute('data-boot', 'hydrated');
  }

  // A text field focused or typed into before hydration (the search box): React kept the text in
  // the field but saw no event. Tell it now with the events the reader's own would have sent; its
  // value tracker still holds the server's value, so the input event reaches onChange.
  function handOverFields() {
    var fields = document.querySelectorAll('#__docusaurus input[type="search"], #__docusaurus input[type="text"]');
    for (var i = 0; i < fields.length; i++) {
      var field = fields[i];
      if (field === document.activeElement) field.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
      if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', {bubbles: true}));
    }
  }

  function replay(entry) {
    if (entry.key) {
      var target = entry.target.isConnected ? entry.target : document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', entry.key));
    } else if (entry.later && entry.control.isConnected && inServerContent(entry.control)) {
      // Content React renders anew after hydration (the static article holding tabs): the click
      // goes to the control that takes this one's place, once it has.
      new MutationObserver(function (records, observer) {
        if (entry.control.isConnected) return;
        observer.disconnect();
        var next = atPath(entry.path);
        if (next && next.tagName === entry.control.tagName) next.click();
      }).observe(document.getElementById('__docusaurus'), {childList: true, subtree: true});
    } else if (entry.later && !entry.control.isConnected) {
      var replacement = atPath(entry.path);
      if (replacement && replacement.tagName === entry.control.tagName) replacement.click();
    } else if (entry.control.isConnected) {
      whenEnabled(entry.control);
    }
  }

  // Content React renders anew (NEEDS_REACT) stays the server's markup after hydration until the
  // MDX renderer has loaded and React has rendered it: its controls do nothing in between, however
  // short. Listed before any script runs, so that a click there is held as one before hydration
  // is and replayed on the control that takes its place, and a control React rendered already
  // (which nothing will replace) is clicked at once.
  var serverContent = [];

  function markServerContent() {
    var nodes = NEEDS_REACT ? document.querySelectorAll(NEEDS_REACT) : [];
    for (var i = 0; i < nodes.length; i++) serverContent.push(nodes[i]);
  }

  function inServerContent(control) {
    return Boolean(NEEDS_REACT) && serverContent.indexOf(control.closest(NEEDS_REACT)) !== -1;
  }

  function onServerContentClick(event) {
    var left = false;
    for (var i = 0; i < serverContent.length; i++) if (serverContent[i].isConnected) left = true;
    if (!left) return window.removeEventListener('click', onServerContentClick, true);
    var control = scriptedControl(event.target);
    if (!control || !inServerContent(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    replay({control: control, later: true, path: pathOf(control)});
  }

  // React enables a control the server rendered disabled in the same render that marks the page
  // hydrated, but the attribute may follow in a later commit.
  function whenEnabled(control) {
    if (!control.disabled) return control.click();
    new MutationObserver(function (records, observer) {
      if (control.disabled) return;
      observer.disconnect();
      control.click();
    }).observe(control, {attributes: true, attributeFilter: ['disabled']});
  }

  function onClick(event) {
    if (!live()) return;
    var control = scriptedControl(event.target);
    if (!control) return;
    // Held until React can handle it; React never sees this event, so the replay is its only one.
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(control);
  }

  function hold(control) {
    var later = Boolean(NEEDS_REACT) && Boolean(control.closest(NEEDS_REACT));
    queue.push({control: control, later: later, path: later ? pathOf(control) : null});
    start();
  }

  // The theme renders some controls disabled until hydration (the colour mode toggle), and a
  // disabled button gets no click: a press and release on the same one stands for it.
  var pressed = null;

  function onPointerDown(event) {
    onIntent(event);
    var control = live() && event.isPrimary && event.button === 0 ? scriptedControl(event.target) : null;
    pressed = control && control.disabled ? control : null;
  }

  function onPointerUp(event) {
    var control = pressed;
    pressed = null;
    if (control && live() && scriptedControl(event.target) === control) hold(control);
  }

  function onKeyDown(event) {
    if (!live()) return;
    if (isSearchShortcut(event)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      queue.push({
        target: event.target,
        key: {
          key: event.key,
          code: event.code,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          shiftKey: event.shiftKey,
          bubbles: true,
          cancelable: true,
        },
      });
    }
    start();
  }

  function onIntent(event) {
    if (live() && inApp(closest(event.target, CONTROLS))) start();
  }

  var listeners = [
    ['click', onClick],
    ['keydown', onKeyDown],
    ['pointerdown', onPointerDown],
    ['pointerup', onPointerUp],
    ['focusin', onIntent],
  ];
  for (var i = 0; i < listeners.length; i++) window.addEventListener(listeners[i][0], listeners[i][1], true);

  function stopListening() {
    for (var i = 0; i < listeners.length; i++) window.removeEventListener(listeners[i][0], listeners[i][1], true);
  }

  function whenIdle() {
    if (window.requestIdleCallback) window.requestIdleCallback(start, {timeout: IDLE_TIMEOUT_MS});
    else window.setTimeout(start, 0);
  }

  // `load` can come before the first paint. The boot waits for the frame after next (a frame's
  // requestAnimationFrame callbacks run just before it is painted), so that the paint that
  // followed `load` has been made, and for the browser to have reported the first contentful
  // paint, which it does once that paint has been presented on screen. A hidden page paints
  // nothing and waits for idle alone.
  function afterPaint(next) {
    var done = false;
    function once() {
      if (done) return;
      done = true;
      document.removeEventListener('visibilitychange', once);
      next();
    }
    if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) return once();
    document.addEventListener('visibilitychange', once);
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        afterFirstContentfulPaint(once);
      });
    });
  }

  function afterFirstContentfulPaint(next) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') === -1) return window.setTimeout(next, 0);
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      next();
    }).observe({type: 'paint', buffered: true});
  }

  function whenLoaded() {
    afterPaint(whenIdle);
  }

  // The route chunks' links fetch nothing (media="not all") so that no script download competes
  // with the first paint. Once it has been presented, they are fetched as preloads, alongside
  // main.js if it is still on its way; the boot's scripts then come from the preload cache.
  function fetchRouteChunks() {
    if (state !== 'pending') return; // the boot has inserted them as scripts already
    var held = document.querySelectorAll(LINKS + '[media="not all"]');
    for (var i = 0; i < held.length; i++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = held[i].getAttribute('href');
      document.head.appendChild(link);
    }
  }
  if (document.visibilityState !== 'hidden') afterFirstContentfulPaint(fetchRouteChunks);

  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded);
  document.addEventListener('DOMContentLoaded', function () {
    if (!deferred() && state === 'pending') {
      state = 'off';
      stopListening();
    }
  });
})();
