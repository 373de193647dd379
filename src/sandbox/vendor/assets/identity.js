/* global window, document, location, URLSearchParams */
// The simulated identity vendor's page script (served from the vendor origin, no inline code).
// It speaks the vendor's frame protocol to the page that embeds it, as the real vendor's page does:
//   { protocol: 'sandbox-idv', version: 1, event: 'idv.loaded',  session }
//   { protocol: 'sandbox-idv', version: 1, event: 'idv.success', session, workflowExecutionId }
//   { protocol: 'sandbox-idv', version: 1, event: 'idv.error',   session, error: { code, message } }
// The portal's schema of these messages is src/kyc/ui/frame/identity-vendor-protocol.ts.
// Messages go only to the parent, and only when the parent's origin is one of the page's configured
// embedders (data-embedders), as a real vendor posts only to the merchant origins it was set up with.
// The sandbox's session reference is the workflow execution: the back office accepts the portal's
// follow-up call (a document command with that guid) for a session its KYC service started for that
// customer, and puts the workflow's document under review once (src/sandbox/world/verification-desk.ts).
(function () {
  var PROTOCOL = 'sandbox-idv';
  var VERSION = 1;
  var params = new URLSearchParams(location.search);
  var session = params.get('session') || '';
  var embedders = (document.documentElement.getAttribute('data-embedders') || '').split(' ').filter(Boolean);
  var status = document.getElementById('status');
  var say = function (text) {
    if (status) status.textContent = text;
  };

  var ancestors = location.ancestorOrigins || [];
  var parentOrigin = ancestors.length > 0 ? ancestors[0] : embedders[0];
  var framed = window.parent && window.parent !== window && embedders.indexOf(parentOrigin) >= 0;

  var post = function (event, extra) {
    if (!framed) return false;
    var message = { protocol: PROTOCOL, version: VERSION, event: event, session: session };
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
  var complete = button('complete', 'Complete verification', true);
  var fail = button('fail', 'Fail', false);
  if (main) main.insertBefore(actions, status);

  var finish = function () {
    complete.disabled = true;
    fail.disabled = true;
  };

  if (!session) {
    finish();
    say('No verification session: open this page from the portal.');
    return;
  }
  if (!framed) {
    finish();
    say('Not framed by a configured embedder: nothing is posted.');
    return;
  }

  complete.addEventListener('click', function () {
    finish();
    post('idv.success', { workflowExecutionId: session });
    say('Verification completed.');
  });
  fail.addEventListener('click', function () {
    finish();
    post('idv.error', { error: { code: 'sbx-idv-declined', message: 'The document could not be verified.' } });
    say('Verification failed.');
  });

  post('idv.loaded', {});
  say('Ready.');
})();
