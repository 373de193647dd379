/* global window, document */
// The sandbox's imitation of Worldpay (Vantiv) eProtect's iframe client (served from the vendor
// origin at /eProtect/js/eProtect-iframe-client3.min.js, as the real one is from
// https://request.eprotect.vantivcnp.com/eProtect/js/eProtect-iframe-client3.min.js). Loaded into
// the portal's page, it defines window.EprotectIframeClient with the published calls the portal uses:
//   var client = new EprotectIframeClient({ paypageId, style, reportGroup, timeout, div, callback,
//     inputsEmptyCallback, showCvv, months, years, placeholderText, iframeTitle, ... });
//   client.getPaypageRegistrationId({ id, orderId });
// The constructor draws the whole card form as ONE frame of its own origin (/eProtect/iframe) in the
// element whose id is `div`: the card number is typed on the vendor's origin and never enters the
// portal's page. getPaypageRegistrationId has the frame register the card at its origin
// (POST /eProtect/paypage); the frame hands this script eProtect's response only, which goes to
// `callback` (`{ timeout: true, id, orderId }` when `timeout` ms pass first). It runs under the
// portal's CSP: no markup from strings, no inline styles.
// Between this script and its frame, messages go only to the vendor's origin and only its frame's,
// from that origin, are heard:
//   from the frame: { eprotect: 'iframe', event: 'inputsEmpty', isAccountNumberEmpty, isCvvEmpty }
//                   { eprotect: 'iframe', event: 'response', response }
//   to the frame:   { eprotect: 'client', command: 'getPaypageRegistrationId', id, orderId }
(function () {
  if (window.EprotectIframeClient) return;
  // The script's own origin is where its frame comes from (and the only sender heard).
  var script = document.currentScript || document.querySelector('script[src*="eProtect-iframe-client"]');
  var ORIGIN = script && script.src ? new URL(script.src, window.location.href).origin : '';

  function EprotectIframeClient(config) {
    if (!config || typeof config.callback !== 'function' || !config.div) throw new Error('eProtect: a div and a callback are required');
    var container = document.getElementById(config.div);
    if (!container) throw new Error('eProtect: no element with the id ' + config.div);
    var placeholders = config.placeholderText || {};
    var url = new URL('/eProtect/iframe', ORIGIN);
    url.searchParams.set('paypageId', String(config.paypageId || ''));
    url.searchParams.set('reportGroup', String(config.reportGroup || ''));
    url.searchParams.set('style', String(config.style || ''));
    url.searchParams.set('showCvv', config.showCvv === false ? 'false' : 'true');
    url.searchParams.set('months', JSON.stringify(config.months || {}));
    url.searchParams.set('years', JSON.stringify(config.years || {}));
    url.searchParams.set('accountNumberPlaceholder', String(placeholders.accountNumber || ''));
    url.searchParams.set('cvvPlaceholder', String(placeholders.cvv || ''));
    url.searchParams.set('origin', window.location.origin);
    var frame = document.createElement('iframe');
    frame.setAttribute('title', String(config.iframeTitle || 'Card details'));
    frame.setAttribute('name', 'vantiv-payframe');
    frame.setAttribute('id', 'eProtect-iframe');
    frame.setAttribute('scrolling', 'no');
    frame.className = 'eprotect-frame';
    frame.src = url.href;
    while (container.firstChild) container.removeChild(container.firstChild);
    container.appendChild(frame);

    var pending = null;
    var finish = function (response) {
      if (!pending) return;
      window.clearTimeout(pending.timer);
      pending = null;
      config.callback(response);
    };
    var listener = function (event) {
      if (!frame.isConnected) {
        window.removeEventListener('message', listener);
        return;
      }
      var data = event.data;
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow || !data || data.eprotect !== 'iframe') return;
      if (data.event === 'inputsEmpty') {
        if (typeof config.inputsEmptyCallback === 'function') config.inputsEmptyCallback({ isAccountNumberEmpty: data.isAccountNumberEmpty === true, isCvvEmpty: data.isCvvEmpty === true });
        return;
      }
      if (data.event === 'response' && data.response && pending && data.response.id === pending.id) finish(data.response);
    };
    window.addEventListener('message', listener);

    this.getPaypageRegistrationId = function (message) {
      var id = String((message && message.id) || '');
      var orderId = String((message && message.orderId) || '');
      if (pending) window.clearTimeout(pending.timer);
      pending = {
        id: id,
        timer: window.setTimeout(function () {
          finish({ timeout: true, id: id, orderId: orderId });
        }, Number(config.timeout) > 0 ? Number(config.timeout) : 15000),
      };
      frame.contentWindow.postMessage({ eprotect: 'client', command: 'getPaypageRegistrationId', id: id, orderId: orderId }, ORIGIN);
    };
  }

  window.EprotectIframeClient = EprotectIframeClient;
})();
