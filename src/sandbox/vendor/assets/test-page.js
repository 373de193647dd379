/* global window, document, location, URLSearchParams */
// The vendor test page's own script (served from the vendor origin, no inline code).
// Query: post=valid|malformed|none, to=parent|top, reference=<text>, nest=<address of a frame to load inside>.
// It posts only to an ancestor whose origin is one of the page's configured embedders, as a real
// vendor posts only to the merchant origins it was configured with.
(function () {
  var params = new URLSearchParams(location.search);
  var embedders = (document.documentElement.getAttribute('data-embedders') || '').split(' ').filter(Boolean);
  var status = document.getElementById('status');
  var say = function (text) {
    if (status) status.textContent = text;
  };

  var nest = params.get('nest');
  if (nest) {
    var frame = document.createElement('iframe');
    frame.title = 'Nested page';
    frame.src = new URL(nest).href;
    document.body.append(frame);
  }

  var post = params.get('post') || 'none';
  if (post === 'none') return say('Nothing to post.');
  var reference = params.get('reference') || 'test-1';
  var message =
    post === 'valid'
      ? { type: 'sandbox.vendor-test', reference: reference }
      : { type: 'sandbox.vendor-test', reference: reference.length, note: 'malformed on purpose' };

  var toTop = params.get('to') === 'top';
  var recipient = toTop ? window.top : window.parent;
  var ancestors = location.ancestorOrigins || [];
  var recipientOrigin = ancestors.length > 0 ? ancestors[toTop ? ancestors.length - 1 : 0] : embedders[0];
  if (!recipient || recipient === window || embedders.indexOf(recipientOrigin) < 0) {
    return say('Not framed by a configured embedder: nothing posted.');
  }
  recipient.postMessage(message, recipientOrigin);
  say('Posted a ' + post + ' message to ' + recipientOrigin + '.');
})();
