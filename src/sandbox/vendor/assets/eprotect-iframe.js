/* global window, document, location, URLSearchParams, fetch */
// The card form of the imitation of Worldpay eProtect (/eProtect/iframe, framed by the eProtect
// iframe client in the merchant's page; see eprotect-iframe-client.js): card number, expiry month
// and year, CVV. It tells the merchant page only whether the number and the CVV are empty, never
// what was typed. When the page's client asks (getPaypageRegistrationId) it registers the card at
// this origin (POST /eProtect/paypage, with the merchant's paypage id) and hands the page
// eProtect's response only: the response code, the registration id, the first six and last four
// digits, the type and the expiry.
// Messages go only to the parent, and only when the parent's origin is one of the page's configured
// embedders (data-embedders), as the real frame posts only to the page it was drawn in.
(function () {
  var params = new URLSearchParams(location.search);
  var parentOrigin = params.get('origin') || '';
  var embedders = (document.documentElement.getAttribute('data-embedders') || '').split(' ').filter(Boolean);
  var framed = window.parent && window.parent !== window && embedders.indexOf(parentOrigin) >= 0;
  var main = document.querySelector('main');
  if (!framed) {
    if (main) main.textContent = 'Not framed by a configured merchant page: nothing is posted.';
    return;
  }
  var post = function (message) {
    message.eprotect = 'iframe';
    window.parent.postMessage(message, parentOrigin);
  };
  var read = function (name) {
    try {
      var value = JSON.parse(params.get(name) || '{}');
      return value && typeof value === 'object' ? value : {};
    } catch {
      return {};
    }
  };

  while (main && main.firstChild) main.removeChild(main.firstChild);
  var field = function (id, label, control) {
    var wrap = document.createElement('div');
    wrap.className = 'ep-field';
    var text = document.createElement('label');
    text.setAttribute('for', id);
    text.textContent = label;
    control.id = id;
    wrap.appendChild(text);
    wrap.appendChild(control);
    if (main) main.appendChild(wrap);
    return control;
  };
  var input = function (placeholder, autocomplete) {
    var element = document.createElement('input');
    element.className = 'ep-input';
    element.setAttribute('inputmode', 'numeric');
    element.setAttribute('spellcheck', 'false');
    element.setAttribute('autocomplete', autocomplete);
    if (placeholder) element.setAttribute('placeholder', placeholder);
    return element;
  };
  var select = function (options) {
    var element = document.createElement('select');
    element.className = 'ep-select';
    Object.keys(options).forEach(function (value) {
      var option = document.createElement('option');
      option.value = value;
      option.textContent = String(options[value]);
      element.appendChild(option);
    });
    return element;
  };
  var number = field('accountNumber', 'Card number', input(params.get('accountNumberPlaceholder') || '', 'cc-number'));
  var month = field('expMonth', 'Expiry month', select(read('months')));
  var year = field('expYear', 'Expiry year', select(read('years')));
  var showCvv = params.get('showCvv') !== 'false';
  var cvv = showCvv ? field('cvv', 'CVV', input(params.get('cvvPlaceholder') || '', 'cc-csc')) : null;

  var last = '';
  var tell = function () {
    var state = { isAccountNumberEmpty: number.value.trim() === '', isCvvEmpty: !cvv || cvv.value.trim() === '' };
    var key = JSON.stringify(state);
    if (key === last) return;
    last = key;
    post({ event: 'inputsEmpty', isAccountNumberEmpty: state.isAccountNumberEmpty, isCvvEmpty: state.isCvvEmpty });
  };
  number.addEventListener('input', tell);
  if (cvv) cvv.addEventListener('input', tell);

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.eprotect !== 'client' || data.command !== 'getPaypageRegistrationId' || event.source !== window.parent || event.origin !== parentOrigin) return;
    var body = {
      paypageId: params.get('paypageId') || '',
      reportGroup: params.get('reportGroup') || '',
      id: String(data.id || ''),
      orderId: String(data.orderId || ''),
      accountNumber: number.value.replace(/[\s-]/g, ''),
      expMonth: month.value,
      expYear: year.value,
      cvv: cvv ? cvv.value.trim() : '',
    };
    fetch('/eProtect/paypage', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        post({ event: 'response', response: answer });
      })
      .catch(function () {
        post({ event: 'response', response: { id: body.id, orderId: body.orderId, response: '889', message: 'Failure' } });
      });
  });
})();
