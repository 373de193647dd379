/* global window, document, location, URLSearchParams, fetch */
// The simulated 3-D Secure challenge (the card issuer's ACS page, served from the vendor origin, no
// inline code). The customer approves or declines the payment as their bank's app would ask; the
// outcome is recorded with the payment (POST /3ds/challenge/complete: the main API's
// payment-status then answers it) and told to the portal that frames the page:
//   { protocol: 'three-ds-challenge', version: 1, type: '3ds-loaded',   payment }
//   { protocol: 'three-ds-challenge', version: 1, type: '3ds-complete', payment, outcome: 'approved' | 'declined' }
// The portal's schema of these messages is src/paying/ui/card/three-ds-challenge-protocol.ts. Messages go
// only to the parent, and only when its origin is one of the page's configured embedders.
(function () {
  var PROTOCOL = 'three-ds-challenge';
  var VERSION = 1;
  var params = new URLSearchParams(location.search);
  var payment = params.get('payment') || '';
  var embedders = (document.documentElement.getAttribute('data-embedders') || '').split(' ').filter(Boolean);
  var status = document.getElementById('status');
  var say = function (text) {
    if (status) status.textContent = text;
  };

  var ancestors = location.ancestorOrigins || [];
  var parentOrigin = ancestors.length > 0 ? ancestors[0] : embedders[0];
  var framed = window.parent && window.parent !== window && embedders.indexOf(parentOrigin) >= 0;

  var post = function (type, extra) {
    if (!framed) return false;
    var message = { protocol: PROTOCOL, version: VERSION, type: type, payment: payment };
    for (var key in extra) message[key] = extra[key];
    window.parent.postMessage(message, parentOrigin);
    return true;
  };

  var main = document.querySelector('main');
  var actions = document.createElement('div');
  actions.className = 'vendor-actions';
  var button = function (id, text, primary) {
    var b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.className = primary ? 'vendor-button vendor-button--primary' : 'vendor-button';
    b.textContent = text;
    actions.append(b);
    return b;
  };
  var approve = button('approve', 'Approve', true);
  var decline = button('decline', 'Decline', false);
  if (main) main.insertBefore(actions, status);

  var finish = function () {
    approve.disabled = true;
    decline.disabled = true;
  };

  if (!payment) {
    finish();
    say('No payment to confirm: open this page from the portal.');
    return;
  }
  if (!framed) {
    finish();
    say('Not framed by a configured embedder: nothing is posted.');
    return;
  }

  var busy = false;
  var answer = function (outcome) {
    if (busy) return;
    busy = true;
    say('Sending your answer…');
    fetch('/3ds/challenge/complete', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ payment: payment, outcome: outcome }) })
      .then(function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body };
        });
      })
      .then(function (result) {
        if (!result.ok) {
          busy = false;
          var first = result.body && result.body.errors && result.body.errors[0];
          say((first && first.message) || 'Your answer could not be sent. Try again.');
          return;
        }
        finish();
        post('3ds-complete', { outcome: outcome });
        say(outcome === 'approved' ? 'Payment approved.' : 'Payment declined.');
      })
      .catch(function () {
        busy = false;
        say('Your answer could not be sent. Try again.');
      });
  };
  approve.addEventListener('click', function () {
    answer('approved');
  });
  decline.addEventListener('click', function () {
    answer('declined');
  });

  post('3ds-loaded', {});
  say('');
})();
