/* global window, document, location, URLSearchParams, fetch */
// The sandbox's imitation of Fiserv's hosted card page (served from the vendor origin at
// /fiserv/card-form, no inline code; what is assumed of the real one: docs/going-live/cards.md).
// The card number, expiry, CVV and holder's name are typed here, on the vendor's origin, checked
// here (Visa and Mastercard only, Luhn, an expiry not passed, a 3- or 4-digit CVV) and tokenized
// by this origin (POST /fiserv/card-form/tokenize, with the page's session: the client token the
// portal got from api/fiserv/client-token) when the portal's Save card asks. The portal never sees
// the card number: it hears only, by postMessage,
//   { protocol: 'fiserv-card-form', version: 1, type: 'loaded',     session }
//   { protocol: 'fiserv-card-form', version: 1, type: 'validation', session, valid }
//   { protocol: 'fiserv-card-form', version: 1, type: 'tokenized',  session, token, last4, brand, expiry }
//   { protocol: 'fiserv-card-form', version: 1, type: 'failed',     session, reason, message }
// and asks it, from the parent only: { protocol: 'fiserv-card-form', version: 1, type: 'tokenize', session }.
// The portal's schema of these messages is src/paying/adapters/card-forms/fiserv-hosted-card-form.ts.
// Messages go only to the parent, and only when the parent's origin is one of the page's configured
// embedders (data-embedders), as a real provider posts only to the merchant origins it was set up with.
(function () {
  var PROTOCOL = 'fiserv-card-form';
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

  var post = function (type, extra) {
    if (!framed) return false;
    var message = { protocol: PROTOCOL, version: VERSION, type: type, session: session };
    for (var key in extra) message[key] = extra[key];
    window.parent.postMessage(message, parentOrigin);
    return true;
  };

  // The form, built with the DOM (the page's policy allows no inline markup from scripts).
  var main = document.querySelector('main');
  var form = document.createElement('form');
  form.id = 'card-form';
  form.className = 'vendor-form';
  form.noValidate = true;
  var fields = {};
  var field = function (id, label, attributes, hint) {
    var wrap = document.createElement('div');
    wrap.className = 'vendor-field';
    var labelElement = document.createElement('label');
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    wrap.append(labelElement);
    var describedBy = [];
    if (hint) {
      var hintElement = document.createElement('p');
      hintElement.className = 'vendor-hint';
      hintElement.id = id + '-hint';
      hintElement.textContent = hint;
      wrap.append(hintElement);
      describedBy.push(hintElement.id);
    }
    var input = document.createElement('input');
    input.id = id;
    for (var name in attributes) input.setAttribute(name, attributes[name]);
    if (describedBy.length > 0) input.setAttribute('aria-describedby', describedBy.join(' '));
    wrap.append(input);
    var error = document.createElement('p');
    error.className = 'vendor-error';
    error.id = id + '-error';
    error.hidden = true;
    wrap.append(error);
    form.append(wrap);
    fields[id] = { input: input, error: error, hint: hint ? id + '-hint' : '' };
    return input;
  };
  var number = field('card-number', 'Card number', { name: 'card_number', inputmode: 'numeric', autocomplete: 'cc-number', spellcheck: 'false' }, 'Visa or Mastercard.');
  var expiry = field('card-expiry', 'Expiry date', { name: 'expiry', inputmode: 'numeric', autocomplete: 'cc-exp', spellcheck: 'false', placeholder: 'MM/YY' }, 'MM/YY, as on the card.');
  var cvv = field('card-cvv', 'Security code (CVV)', { name: 'cvv', inputmode: 'numeric', autocomplete: 'cc-csc', spellcheck: 'false' }, 'The 3 or 4 digits on the back of the card.');
  var holder = field('card-holder', 'Name on card', { name: 'holder_name', autocomplete: 'cc-name', spellcheck: 'false' });
  // The page has no button of its own: the portal's Save card asks it to tokenize.
  if (main) main.insertBefore(form, status);

  var showError = function (id, text) {
    var f = fields[id];
    f.error.textContent = text;
    f.error.hidden = false;
    f.input.setAttribute('aria-invalid', 'true');
    f.input.setAttribute('aria-describedby', [f.hint, f.error.id].filter(Boolean).join(' '));
  };
  var clearErrors = function () {
    for (var id in fields) {
      var f = fields[id];
      f.error.textContent = '';
      f.error.hidden = true;
      f.input.removeAttribute('aria-invalid');
      if (f.hint) f.input.setAttribute('aria-describedby', f.hint);
      else f.input.removeAttribute('aria-describedby');
    }
  };

  // The portal's card-number rules (the shared kernel's, served as /assets/card-number.js before this script).
  var cards = window.cardNumber;

  /** The problems of the typed card, by field; the expiry as month and two-digit year. */
  var check = function () {
    var problems = [];
    var digits = number.value.replace(/[\s-]/g, '');
    if (!digits) problems.push(['card-number', 'Enter the card number.']);
    else if (!cards.cardNumberValid(digits)) problems.push(['card-number', 'The card number is invalid.']);
    else if (!cards.cardBrand(digits)) problems.push(['card-number', 'We accept only Visa and Mastercard.']);
    var parts = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})\s*$/.exec(expiry.value);
    var month = parts ? Number(parts[1]) : 0;
    var year = parts ? Number(parts[2]) : 0;
    if (!expiry.value.trim()) problems.push(['card-expiry', 'Enter the expiry date.']);
    else if (!parts) problems.push(['card-expiry', 'Enter the expiry date as MM/YY.']);
    else {
      var now = new Date();
      var thisYear = now.getUTCFullYear() % 100;
      if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) problems.push(['card-expiry', 'The card has expired.']);
    }
    if (!/^[0-9]{3,4}$/.test(cvv.value.trim())) problems.push(['card-cvv', 'Enter the 3 or 4 digits of the security code.']);
    if (!holder.value.trim()) problems.push(['card-holder', 'Enter the name on the card.']);
    return { problems: problems, digits: digits, month: month, year: year };
  };

  var FIELD_OF = { card_number: 'card-number', expiry_month: 'card-expiry', expiry_year: 'card-expiry', cvv: 'card-cvv', holder_name: 'card-holder' };
  var busy = false;
  var finish = function () {
    for (var id in fields) fields[id].input.disabled = true;
  };

  if (!session) {
    finish();
    say('No card form session: open this form from the portal.');
    return;
  }
  if (!framed) {
    finish();
    say('Not framed by a configured embedder: nothing is posted.');
    return;
  }

  var submit = function () {
    if (busy) return;
    clearErrors();
    var typed = check();
    if (typed.problems.length > 0) {
      typed.problems.forEach(function (p) {
        showError(p[0], p[1]);
      });
      fields[typed.problems[0][0]].input.focus();
      say('Check the card details.');
      post('failed', { reason: 'invalid', message: 'Check the card details.' });
      return;
    }
    busy = true;
    say('Saving the card…');
    var body = {
      session: session, card_number: typed.digits, expiry_month: typed.month, expiry_year: typed.year,
      cvv: cvv.value.trim(), holder_name: holder.value.trim(),
    };
    fetch('/fiserv/card-form/tokenize', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (answer) {
          return { ok: response.ok, answer: answer };
        });
      })
      .then(function (result) {
        busy = false;
        if (!result.ok) {
          var errors = (result.answer && result.answer.errors) || [];
          var placed = false;
          errors.forEach(function (e) {
            var id = FIELD_OF[e.property_path];
            if (id) {
              showError(id, e.message);
              placed = true;
            }
          });
          var message = placed ? 'Check the card details.' : (errors[0] && errors[0].message) || 'The card could not be saved. Try again.';
          say(message);
          post('failed', { reason: 'refused', message: message });
          return;
        }
        var a = result.answer;
        // The card details leave the form: only the token and what may be shown go to the portal.
        number.value = '';
        cvv.value = '';
        finish();
        post('tokenized', { token: a.single_use_token, last4: a.last4, brand: a.brand, expiry: a.expiry });
        say('Card details sent securely.');
      })
      .catch(function () {
        busy = false;
        say('The card could not be saved. Try again.');
        post('failed', { reason: 'refused', message: 'The card could not be saved. Try again.' });
      });
  };

  // Enter in a field submits as the portal's Save card does.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    submit();
  });
  // The portal's Save card: only from the parent, on its origin, for this page's session.
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== window.parent || event.origin !== parentOrigin || !data || data.protocol !== PROTOCOL || data.version !== VERSION) return;
    if (data.type === 'tokenize' && data.session === session) submit();
  });
  // Whether the card typed is complete and valid (never what was typed).
  var lastValid = null;
  form.addEventListener('input', function () {
    var valid = check().problems.length === 0;
    if (valid === lastValid) return;
    lastValid = valid;
    post('validation', { valid: valid });
  });

  post('loaded', {});
  say('');
})();
