/* global window, document */
// The sandbox's imitation of Checkout.com Frames (served from the vendor origin at
// /js/framesv2.min.js, as the real one is at https://cdn.checkout.com/js/framesv2.min.js). Loaded
// into the portal's page, it defines window.Frames with the published calls the portal uses:
//   Frames.init({ publicKey, localization }) or Frames.init(publicKey)
//   Frames.isCardValid(), Frames.submitCard() (a promise of the CARD_TOKENIZED data),
//   Frames.enableSubmitForm(), Frames.addEventHandler(event, handler),
//   Frames.removeEventHandler(event, handler), Frames.removeAllEventHandlers(event), Frames.Events
// and draws each card field as a frame of its own origin (/frames/field?field=...) inside the page's
// .card-number-frame, .expiry-date-frame and .cvv-frame containers: the card number is typed on the
// vendor's origin and never enters the portal's page. The number's frame gathers the expiry and the
// CVV from its sibling frames (same origin) and tokenizes at the vendor (POST /frames/tokens, with
// the public key). It runs under the portal's CSP: no markup from strings, no inline styles.
// Between this script and its frames, messages go only to the vendor's origin and only its frames',
// from that origin, are heard:
//   from a frame:  { cko: 'frames', field, event: 'ready' }
//                  { cko: 'frames', field, event: 'validation', isValid, isEmpty }
//                  { cko: 'frames', field: 'number', event: 'tokenized', request, data }
//                  { cko: 'frames', field: 'number', event: 'tokenizationFailed', request, data }
//   to the number: { cko: 'frames', command: 'tokenize', request }
(function () {
  if (window.Frames) return;
  // The script's own origin is where its fields' frames come from (and the only sender heard).
  var script = document.currentScript || document.querySelector('script[src*="/js/framesv2"]');
  var ORIGIN = script && script.src ? new URL(script.src).origin : '';
  var EVENTS = {
    READY: 'ready',
    FRAME_ACTIVATED: 'frameActivated',
    FRAME_FOCUS: 'frameFocus',
    FRAME_BLUR: 'frameBlur',
    FRAME_VALIDATION_CHANGED: 'frameValidationChanged',
    PAYMENT_METHOD_CHANGED: 'paymentMethodChanged',
    CARD_VALIDATION_CHANGED: 'cardValidationChanged',
    CARD_SUBMITTED: 'cardSubmitted',
    CARD_TOKENIZED: 'cardTokenized',
    CARD_TOKENIZATION_FAILED: 'cardTokenizationFailed',
    CARD_BIN_CHANGED: 'cardBinChanged',
  };
  // The containers Frames fills, and the element names its events give.
  var FIELDS = [
    { field: 'number', container: 'card-number-frame', element: 'card-number', title: 'Card number' },
    { field: 'expiry', container: 'expiry-date-frame', element: 'expiry-date', title: 'Expiry date' },
    { field: 'cvv', container: 'cvv-frame', element: 'cvv', title: 'Security code' },
  ];
  // The predefined languages' placeholders (a custom localization object overrides them).
  var LANGUAGES = {
    'EN-GB': { cardNumberPlaceholder: 'Card number', expiryMonthPlaceholder: 'MM', expiryYearPlaceholder: 'YY', cvvPlaceholder: 'CVV' },
  };

  var handlers = {};
  var frames = {};
  var state = {};
  var pending = {};
  var requests = 0;
  var config = null;
  var submitEnabled = true;

  var publish = function (event, data) {
    (handlers[event] || []).slice().forEach(function (handler) {
      handler(data);
    });
    var named = config && config[event];
    if (typeof named === 'function') named(data);
  };
  var isCardValid = function () {
    return FIELDS.every(function (f) {
      return state[f.field] && state[f.field].isValid;
    });
  };
  var fieldOf = function (source) {
    for (var name in frames) if (frames[name].contentWindow === source) return name;
    return '';
  };
  var elementOf = function (field) {
    for (var i = 0; i < FIELDS.length; i += 1) if (FIELDS[i].field === field) return FIELDS[i];
    return FIELDS[0];
  };

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== ORIGIN || !data || data.cko !== 'frames') return;
    var field = fieldOf(event.source);
    if (!field || data.field !== field) return;
    if (data.event === 'ready') {
      state[field] = state[field] || { isValid: false, isEmpty: true };
      state[field].ready = true;
      if (FIELDS.every(function (f) { return state[f.field] && state[f.field].ready; })) publish(EVENTS.READY, {});
      return;
    }
    if (data.event === 'validation') {
      var was = isCardValid();
      state[field] = { ready: true, isValid: data.isValid === true, isEmpty: data.isEmpty === true };
      var container = frames[field].parentNode;
      if (container && container.classList) container.classList.toggle(elementOf(field).container + '--invalid', !data.isValid && !data.isEmpty);
      publish(EVENTS.FRAME_VALIDATION_CHANGED, { element: elementOf(field).element, isValid: state[field].isValid, isEmpty: state[field].isEmpty });
      if (was !== isCardValid()) publish(EVENTS.CARD_VALIDATION_CHANGED, { isValid: isCardValid(), isElementValid: {} });
      return;
    }
    var request = pending[data.request];
    if (field !== 'number' || !request) return;
    delete pending[data.request];
    if (data.event === 'tokenized') {
      publish(EVENTS.CARD_TOKENIZED, data.data);
      request.resolve(data.data);
    } else if (data.event === 'tokenizationFailed') {
      publish(EVENTS.CARD_TOKENIZATION_FAILED, data.data);
      request.reject(data.data);
    }
  });

  var init = function (options) {
    config = typeof options === 'string' ? { publicKey: options } : options || {};
    var language = typeof config.localization === 'object' && config.localization ? config.localization : LANGUAGES[String(config.localization || 'EN-GB').toUpperCase()] || LANGUAGES['EN-GB'];
    frames = {};
    state = {};
    submitEnabled = true;
    FIELDS.forEach(function (f) {
      var container = document.querySelector('.' + f.container);
      if (!container) return;
      while (container.firstChild) container.removeChild(container.firstChild);
      var url = new URL('/frames/field', ORIGIN);
      url.searchParams.set('field', f.field);
      url.searchParams.set('key', String(config.publicKey || ''));
      url.searchParams.set('origin', window.location.origin);
      url.searchParams.set('placeholder', f.field === 'number' ? language.cardNumberPlaceholder : f.field === 'cvv' ? language.cvvPlaceholder : language.expiryMonthPlaceholder + '/' + language.expiryYearPlaceholder);
      var frame = document.createElement('iframe');
      frame.setAttribute('title', f.title);
      frame.setAttribute('name', 'cko-frames-' + f.field);
      frame.setAttribute('scrolling', 'no');
      frame.setAttribute('allowtransparency', 'true');
      frame.className = 'cko-frame';
      frame.src = url.href;
      frames[f.field] = frame;
      state[f.field] = { ready: false, isValid: false, isEmpty: true };
      container.appendChild(frame);
    });
  };

  window.Frames = {
    Events: EVENTS,
    init: init,
    isCardValid: isCardValid,
    enableSubmitForm: function () {
      submitEnabled = true;
    },
    submitCard: function () {
      if (!frames.number || !isCardValid() || !submitEnabled) return Promise.reject(new Error('Card form invalid'));
      submitEnabled = false;
      publish(EVENTS.CARD_SUBMITTED, {});
      requests += 1;
      var request = 'r' + requests;
      return new Promise(function (resolve, reject) {
        pending[request] = { resolve: resolve, reject: reject };
        frames.number.contentWindow.postMessage({ cko: 'frames', command: 'tokenize', request: request }, ORIGIN);
      });
    },
    addEventHandler: function (event, handler) {
      (handlers[event] = handlers[event] || []).push(handler);
    },
    removeEventHandler: function (event, handler) {
      handlers[event] = (handlers[event] || []).filter(function (h) {
        return h !== handler;
      });
      return true;
    },
    removeAllEventHandlers: function (event) {
      delete handlers[event];
      return true;
    },
  };
})();
