/* global window, document */
// The sandbox's imitation of Freshchat's web widget script (served from the vendor origin at
// /js/widget.js, as the real one is at https://wchat.freshchat.com/js/widget.js). Loaded into the
// portal's page, it defines window.fcWidget with the published API the portal uses (init, open,
// close, isOpen, isLoaded, isInitialized, destroy, on, off, user.get, user.setProperties; events
// widget:loaded, widget:opened, widget:closed, user:created, unreadCount:notify) and draws the chat
// in a frame from its host, <host>/widget/<token>, so the chat stays cross-origin as the real one.
// It runs under the portal's CSP: no markup from strings (Trusted Types), styles set through the
// CSSOM only. Between this script and its frame, messages go only to the host's origin and only
// the frame's, from that origin, are heard:
//   to the frame:    { source: 'sandbox-freshchat', action: 'init', externalId, firstName, email, locale }
//                    { ..., action: 'set_user_properties', firstName, email }
//                    { ..., action: 'open_chat' } / { ..., action: 'close_chat' }
//   from the frame:  { ..., action: 'frame_ready' }
//                    { ..., action: 'loaded', user }   (user: { externalId, restoreId } or null)
//                    { ..., action: 'user_created', user }
//                    { ..., action: 'unread', count }
//                    { ..., action: 'close_chat' }     (its Close chat, or Escape in the frame)
(function () {
  if (window.fcWidget) return;
  var SOURCE = 'sandbox-freshchat';
  var EVENTS = ['widget:loaded', 'widget:opened', 'widget:closed', 'user:created', 'user:cleared', 'message:sent', 'message:received', 'unreadCount:notify'];
  var handlers = {};
  var state = null;

  var publish = function (event, payload) {
    (handlers[event] || []).slice().forEach(function (handler) {
      handler(payload);
    });
  };
  var originOf = function (address) {
    try {
      return new window.URL(address).origin;
    } catch {
      return null;
    }
  };
  var post = function (action, extra) {
    if (!state || !state.frame.contentWindow) return;
    var message = { source: SOURCE, action: action };
    for (var key in extra) message[key] = extra[key];
    state.frame.contentWindow.postMessage(message, state.origin);
  };

  var show = function (open) {
    if (!state) return;
    state.container.style.display = open ? 'block' : 'none';
  };

  var onMessage = function (event) {
    if (!state || event.source !== state.frame.contentWindow || event.origin !== state.origin) return;
    var data = event.data;
    if (!data || data.source !== SOURCE) return;
    if (data.action === 'frame_ready') {
      post('init', state.person);
    } else if (data.action === 'loaded') {
      state.loaded = true;
      state.user = data.user || null;
      publish('widget:loaded');
      if (state.pendingProperties) {
        post('set_user_properties', state.pendingProperties);
        state.pendingProperties = null;
      }
      if (state.opened) post('open_chat', {});
    } else if (data.action === 'user_created' && data.user) {
      state.user = data.user;
      publish('user:created', { status: 200, success: true, data: data.user });
    } else if (data.action === 'unread' && typeof data.count === 'number') {
      publish('unreadCount:notify', { count: data.count });
    } else if (data.action === 'close_chat') {
      widget.close();
    }
  };

  var widget = {
    init: function (options) {
      if (state || !options || !options.token || !options.host) return;
      var origin = originOf(options.host);
      if (!origin) return;
      var container = document.createElement('div');
      container.id = 'fc_frame';
      var frame = document.createElement('iframe');
      frame.id = 'fc_widget';
      frame.name = 'fc_widget';
      frame.title = 'Chat';
      var box = container.style;
      box.position = 'fixed';
      box.right = '1rem';
      box.bottom = '5.5rem';
      box.width = 'min(22.5rem, calc(100vw - 2rem))';
      box.height = 'min(34rem, calc(100vh - 7rem))';
      box.zIndex = '2147483000';
      box.boxShadow = '0 0.25rem 1.5rem rgba(0, 0, 0, 0.3)';
      box.borderRadius = '0.5rem';
      box.overflow = 'hidden';
      box.background = '#f4f1ea';
      box.display = 'none';
      frame.style.width = '100%';
      frame.style.height = '100%';
      frame.style.border = '0';
      container.appendChild(frame);
      state = {
        origin: origin,
        container: container,
        frame: frame,
        loaded: false,
        opened: false,
        user: null,
        pendingProperties: null,
        returnFocus: null,
        person: { externalId: options.externalId || null, firstName: options.firstName || '', email: options.email || '', locale: options.locale || '' },
      };
      window.addEventListener('message', onMessage);
      document.body.appendChild(container);
      frame.src = origin + '/widget/' + encodeURIComponent(String(options.token));
    },
    isInitialized: function () {
      return state !== null;
    },
    isLoaded: function () {
      return !!(state && state.loaded);
    },
    isOpen: function () {
      return !!(state && state.opened);
    },
    open: function () {
      if (!state || state.opened) return;
      state.opened = true;
      state.returnFocus = document.activeElement;
      show(true);
      if (state.loaded) post('open_chat', {});
      state.frame.focus();
      publish('widget:opened');
    },
    close: function () {
      if (!state || !state.opened) return;
      state.opened = false;
      show(false);
      post('close_chat', {});
      var back = state.returnFocus;
      state.returnFocus = null;
      if (back && typeof back.focus === 'function' && document.contains(back)) back.focus();
      publish('widget:closed');
    },
    destroy: function () {
      if (!state) return;
      window.removeEventListener('message', onMessage);
      state.container.remove();
      state = null;
    },
    on: function (event, handler) {
      if (EVENTS.indexOf(event) < 0 || typeof handler !== 'function') return;
      (handlers[event] = handlers[event] || []).push(handler);
    },
    off: function (event, handler) {
      handlers[event] = (handlers[event] || []).filter(function (h) {
        return h !== handler;
      });
    },
    user: {
      get: function () {
        if (state && state.user) return Promise.resolve({ status: 200, success: true, data: state.user });
        return Promise.resolve({ status: 404, success: false });
      },
      setProperties: function (properties) {
        if (!state) return Promise.resolve({ status: 400, success: false });
        var person = { firstName: (properties && properties.firstName) || state.person.firstName, email: (properties && properties.email) || state.person.email };
        if (state.loaded) post('set_user_properties', person);
        else state.pendingProperties = person;
        return Promise.resolve({ status: 200, success: true });
      },
    },
  };

  window.fcWidget = widget;
})();
