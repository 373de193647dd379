/* global window, document, location, localStorage, setTimeout */
// The frame of the sandbox's Freshchat imitation (<host>/widget/<token> on the vendor origin),
// added to the portal's page by its widget script (assets/fc-widget.js), with which it talks:
// see that script for the messages. Like the real vendor, it knows the users it created: by
// external id, per token, in the vendor origin's own storage, and greets a known one with
// "Welcome back". A user is created when the page sets their properties (fcWidget.user.setProperties)
// or sends a first message. Messages go only to the parent, and only when its origin is one of the
// page's configured embedders (data-embedders); text from the portal goes in as text only.
(function () {
  var SOURCE = 'sandbox-freshchat';
  var token = decodeURIComponent(location.pathname.replace(/^\/widget\//, '').replace(/\/$/, ''));
  var us = /-us$/.test(token);
  var embedders = (document.documentElement.getAttribute('data-embedders') || '').split(' ').filter(Boolean);
  var status = document.getElementById('status');
  var say = function (text) {
    if (status) status.textContent = text;
  };
  var ancestors = location.ancestorOrigins || [];
  var parentOrigin = ancestors.length > 0 ? ancestors[0] : embedders[0];
  var framed = window.parent && window.parent !== window && embedders.indexOf(parentOrigin) >= 0;
  var post = function (action, extra) {
    if (!framed) return;
    var message = { source: SOURCE, action: action };
    for (var key in extra) message[key] = extra[key];
    window.parent.postMessage(message, parentOrigin);
  };

  // The users this "vendor" created, per token: { externalId: restoreId }.
  var STORE = 'sandbox-freshchat-users:' + token;
  var users = function () {
    try {
      return JSON.parse(localStorage.getItem(STORE) || '{}') || {};
    } catch {
      return {};
    }
  };

  var main = document.querySelector('main');
  var log = document.createElement('ol');
  log.id = 'chat-log';
  log.setAttribute('aria-label', 'Conversation');
  log.setAttribute('aria-live', 'polite');
  var add = function (who, text) {
    var item = document.createElement('li');
    var name = document.createElement('strong');
    name.textContent = who + ': ';
    item.append(name, document.createTextNode(text));
    log.append(item);
  };
  var form = document.createElement('form');
  form.id = 'chat-form';
  var label = document.createElement('label');
  label.htmlFor = 'chat-input';
  label.textContent = 'Your message';
  var input = document.createElement('input');
  input.id = 'chat-input';
  input.name = 'message';
  input.autocomplete = 'off';
  input.maxLength = 500;
  var actions = document.createElement('div');
  actions.className = 'vendor-actions';
  var send = document.createElement('button');
  send.type = 'submit';
  send.id = 'chat-send';
  send.className = 'vendor-button vendor-button--primary';
  send.textContent = 'Send';
  var close = document.createElement('button');
  close.type = 'button';
  close.id = 'chat-close';
  close.className = 'vendor-button';
  close.textContent = 'Close chat';
  actions.append(send, close);
  form.append(label, document.createElement('br'), input, actions);
  if (main) {
    main.insertBefore(log, status);
    main.insertBefore(form, status);
  }

  var person = null;
  var created = false;
  var shown = false;
  var unread = 0;

  var create = function (firstName) {
    if (!person || !person.externalId || created) return;
    created = true;
    var known = users();
    var restoreId = 'restore-' + Math.random().toString(36).slice(2, 12);
    known[person.externalId] = restoreId;
    localStorage.setItem(STORE, JSON.stringify(known));
    add('Agent', firstName ? 'Hello ' + firstName + ', how can we help you today?' : 'Hello, how can we help you today?');
    post('user_created', { user: { externalId: person.externalId, restoreId: restoreId } });
  };

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    if (person && !created) create(person.firstName);
    add('You', text);
    input.value = '';
    setTimeout(function () {
      add('Agent', 'Thanks for your message. An agent will reply shortly.');
      if (!shown) {
        unread += 1;
        post('unread', { count: unread });
      }
    }, 600);
  });
  close.addEventListener('click', function () {
    post('close_chat', {});
  });
  // Escape closes the chat: the portal's page never sees a key pressed in this frame.
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') post('close_chat', {});
  });

  if (!framed) {
    send.disabled = true;
    close.disabled = true;
    say('Not framed by a configured embedder: nothing is posted.');
    return;
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || data.source !== SOURCE) return;
    if (data.action === 'init' && !person) {
      person = {
        externalId: typeof data.externalId === 'string' ? data.externalId : null,
        firstName: typeof data.firstName === 'string' ? data.firstName : '',
      };
      var restoreId = person.externalId ? users()[person.externalId] : undefined;
      if (restoreId) {
        created = true;
        add('Agent', person.firstName ? 'Welcome back, ' + person.firstName + '. How can we help?' : 'Welcome back. How can we help?');
      } else if (!person.externalId) {
        add('Agent', 'Hello, how can we help you today?');
      }
      say(us ? 'Connected to the US chat host.' : 'Connected.');
      post('loaded', { user: restoreId ? { externalId: person.externalId, restoreId: restoreId } : null });
    } else if (data.action === 'set_user_properties' && person) {
      if (typeof data.firstName === 'string' && data.firstName) person.firstName = data.firstName;
      create(person.firstName);
    } else if (data.action === 'open_chat') {
      shown = true;
      unread = 0;
    } else if (data.action === 'close_chat') {
      shown = false;
    }
  });

  post('frame_ready', {});
  say('Ready.');
})();
