/* global window, document, location, fetch, URLSearchParams, setTimeout, clearTimeout */
// The sandbox reCAPTCHA's v2 checkbox (/recaptcha/api2/anchor?k=<site key>&co=<portal origin>&id=<widget>),
// framed by the portal through the imitation's grecaptcha.render (assets/recaptcha-api.js). Ticking
// the box asks this origin for a v2 response and posts it to the parent, only to `co` and only when
// `co` is one of the page's embedders (data-embedders):
//   { protocol: 'sandbox-recaptcha', widget, event: 'response', response } / 'expired' / 'error'
// A response lives two minutes; then the box clears and 'expired' is posted.
(function () {
  var query = new URLSearchParams(location.search);
  var siteKey = query.get('k') || '';
  var parentOrigin = query.get('co') || '';
  var widget = Number(query.get('id') || '0');
  var embedders = (document.documentElement.getAttribute('data-embedders') || '').split(' ').filter(Boolean);
  var framed = window.parent && window.parent !== window && embedders.indexOf(parentOrigin) >= 0;
  var status = document.getElementById('status');
  var say = function (text) {
    if (status) status.textContent = text;
  };
  var post = function (event, extra) {
    if (!framed) return;
    var message = { protocol: 'sandbox-recaptcha', widget: widget, event: event };
    for (var key in extra) message[key] = extra[key];
    window.parent.postMessage(message, parentOrigin);
  };

  var main = document.querySelector('main');
  var label = document.createElement('label');
  label.className = 'recaptcha-anchor';
  var box = document.createElement('input');
  box.type = 'checkbox';
  box.id = 'recaptcha-anchor';
  label.appendChild(box);
  label.appendChild(document.createTextNode(' I’m not a robot'));
  main.insertBefore(label, status);

  var expiry;
  box.addEventListener('change', function () {
    if (!box.checked) return;
    box.disabled = true;
    say('Checking…');
    fetch('/recaptcha/api2/response', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: 'v2', sitekey: siteKey }),
    })
      .then(function (answer) {
        return answer.json().then(function (data) {
          if (!answer.ok || typeof data.response !== 'string') throw new Error((data.errors && data.errors[0] && data.errors[0].message) || 'No response');
          return data.response;
        });
      })
      .then(function (response) {
        say('Verified.');
        post('response', { response: response });
        clearTimeout(expiry);
        expiry = setTimeout(function () {
          box.checked = false;
          box.disabled = false;
          say('Verification expired. Check the checkbox again.');
          post('expired', {});
        }, 120000);
      })
      .catch(function (error) {
        box.checked = false;
        box.disabled = false;
        say(String(error.message || error));
        post('error', {});
      });
  });
})();
