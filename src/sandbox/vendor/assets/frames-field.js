/* global window, document, location, URLSearchParams, fetch */
// One card field of the imitation of Checkout.com Frames (/frames/field?field=number|expiry|cvv,
// framed by the Frames script in the merchant's page; see frames.js). It tells the merchant page
// only whether it is valid or empty, never what was typed. The expiry and CVV frames hand their
// values to their sibling frames of this origin only (the number's frame hears them); the number's
// frame tokenizes the card at this origin (POST /frames/tokens, with the public key) when the
// page's Frames.submitCard asks, and gives the page the token and what may be shown.
// Messages go only to the parent, and only when the parent's origin is one of the page's configured
// embedders (data-embedders), as the real Frames posts only to the page it was initialised in.
(function () {
  var params = new URLSearchParams(location.search);
  var field = params.get('field') || '';
  var key = params.get('key') || '';
  var parentOrigin = params.get('origin') || '';
  var embedders = (document.documentElement.getAttribute('data-embedders') || '').split(' ').filter(Boolean);
  var framed = window.parent && window.parent !== window && embedders.indexOf(parentOrigin) >= 0;
  var main = document.querySelector('main');
  if (!framed || ['number', 'expiry', 'cvv'].indexOf(field) < 0) {
    if (main) main.textContent = 'Not framed by a configured merchant page: nothing is posted.';
    return;
  }
  var post = function (message) {
    message.cko = 'frames';
    message.field = field;
    window.parent.postMessage(message, parentOrigin);
  };

  // The page is the field alone.
  while (main && main.firstChild) main.removeChild(main.firstChild);
  var input = document.createElement('input');
  input.id = 'cko-' + field;
  input.className = 'cko-input';
  input.setAttribute('aria-label', params.get('placeholder') || field);
  input.setAttribute('placeholder', params.get('placeholder') || '');
  input.setAttribute('inputmode', 'numeric');
  input.setAttribute('spellcheck', 'false');
  input.setAttribute('autocomplete', field === 'number' ? 'cc-number' : field === 'expiry' ? 'cc-exp' : 'cc-csc');
  if (main) main.appendChild(input);

  // The portal's card-number rules (the shared kernel's, served as /assets/card-number.js before this script).
  var cards = window.cardNumber;
  var expiryParts = function (text) {
    var parts = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})\s*$/.exec(text);
    if (!parts) return null;
    var month = Number(parts[1]);
    var year = 2000 + Number(parts[2]);
    var now = new Date();
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return null;
    return { month: month, year: year };
  };
  var valid = function (text) {
    if (field === 'number') return cards.cardNumberValid(text.replace(/[\s-]/g, ''));
    if (field === 'expiry') return expiryParts(text) !== null;
    return /^[0-9]{3,4}$/.test(text.trim());
  };

  // The sibling frames' values (the number's frame keeps them to tokenize).
  var siblings = { expiry: '', cvv: '' };
  var tellSiblings = function () {
    var frames = window.parent.frames;
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i] !== window) frames[i].postMessage({ cko: 'frames-sibling', field: field, value: input.value }, location.origin);
    }
  };
  var lastValid = null;
  var lastEmpty = null;
  var check = function () {
    var isValid = valid(input.value);
    var isEmpty = input.value.trim() === '';
    input.setAttribute('aria-invalid', !isValid && !isEmpty ? 'true' : 'false');
    if (isValid === lastValid && isEmpty === lastEmpty) return;
    lastValid = isValid;
    lastEmpty = isEmpty;
    post({ event: 'validation', isValid: isValid, isEmpty: isEmpty });
  };
  input.addEventListener('input', function () {
    if (field !== 'number') tellSiblings();
    check();
  });

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data) return;
    if (data.cko === 'frames-sibling' && event.origin === location.origin && field === 'number') {
      if (data.field === 'expiry' || data.field === 'cvv') siblings[data.field] = String(data.value || '');
      return;
    }
    if (data.cko !== 'frames' || data.command !== 'tokenize' || event.source !== window.parent || event.origin !== parentOrigin || field !== 'number') return;
    var expiry = expiryParts(siblings.expiry) || { month: 0, year: 0 };
    var body = { public_key: key, number: input.value.replace(/[\s-]/g, ''), expiry_month: expiry.month, expiry_year: expiry.year, cvv: siblings.cvv.trim() };
    fetch('/frames/tokens', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (answer) {
          return { ok: response.ok, status: response.status, answer: answer };
        });
      })
      .then(function (result) {
        if (result.ok) {
          post({ event: 'tokenized', request: data.request, data: result.answer });
          return;
        }
        var codes = (result.answer && result.answer.error_codes) || [];
        post({ event: 'tokenizationFailed', request: data.request, data: { errorCode: codes[0] || result.answer.error_type || 'request_invalid', message: (result.answer && result.answer.error_type) || 'request_invalid' } });
      })
      .catch(function () {
        post({ event: 'tokenizationFailed', request: data.request, data: { errorCode: 'network_error', message: 'The card could not be tokenized.' } });
      });
  });

  post({ event: 'ready' });
})();
