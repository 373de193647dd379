/* global window, document, location, setTimeout */
// The simulated live-chat vendor's page script (served from the vendor origin, no inline code).
// It speaks the chat widget's protocol with the page that frames it, as a real chat widget does:
//   to the portal:   { protocol: 'sandbox-chat', version: 1, event: 'chat.ready', host }
//                    { ..., event: 'chat.user-created', externalId }
//                    { ..., event: 'chat.unread', count }
//                    { ..., event: 'chat.close' }        (its Close chat, or Escape in the page)
//   from the portal: { ..., event: 'chat.identify', externalId, firstName, email, locale, restore }
//                    { ..., event: 'chat.shown' } / { ..., event: 'chat.hidden' }
// The portal's side is src/shell/adapters/chat-protocol.ts. Messages go only to the parent, and
// only when the parent's origin is one of the page's configured embedders (data-embedders); only
// the parent's messages, from that origin, are heard. Text from the portal is put in with
// textContent only. /chat/us is the US project's own chat host.
(function () {
  var PROTOCOL = 'sandbox-chat';
  var VERSION = 1;
  var host = /\/us\/?$/.test(location.pathname) ? 'us' : 'default';
  var embedders = (document.documentElement.getAttribute('data-embedders') || '').split(' ').filter(Boolean);
  var status = document.getElementById('status');
  var say = function (text) {
    if (status) status.textContent = text;
  };

  var ancestors = location.ancestorOrigins || [];
  var parentOrigin = ancestors.length > 0 ? ancestors[0] : embedders[0];
  var framed = window.parent && window.parent !== window && embedders.indexOf(parentOrigin) >= 0;

  var post = function (event, extra) {
    if (!framed) return;
    var message = { protocol: PROTOCOL, version: VERSION, event: event };
    for (var key in extra) message[key] = extra[key];
    window.parent.postMessage(message, parentOrigin);
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

  var shown = true;
  var unread = 0;
  var identified = false;

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    add('You', text);
    input.value = '';
    setTimeout(function () {
      add('Agent', 'Thanks for your message. An agent will reply shortly.');
      if (!shown) {
        unread += 1;
        post('chat.unread', { count: unread });
      }
    }, 600);
  });
  close.addEventListener('click', function () {
    post('chat.close', {});
  });
  // Escape closes the chat as it closes any dialog: the portal's page never sees a key pressed here.
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') post('chat.close', {});
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
    if (!data || data.protocol !== PROTOCOL || data.version !== VERSION) return;
    if (data.event === 'chat.identify' && !identified && typeof data.firstName === 'string' && typeof data.externalId === 'string') {
      identified = true;
      add('Agent', data.restore ? 'Welcome back, ' + data.firstName + '. How can we help?' : 'Hello ' + data.firstName + ', how can we help you today?');
      if (!data.restore) post('chat.user-created', { externalId: data.externalId });
      say(host === 'us' ? 'Connected to the US chat host.' : 'Connected.');
    } else if (data.event === 'chat.shown') {
      shown = true;
      unread = 0;
    } else if (data.event === 'chat.hidden') {
      shown = false;
    }
  });

  post('chat.ready', { host: host });
  say('Ready.');
})();
