/* global window, document, location, fetch, setTimeout */
// The sandbox's imitation of Google reCAPTCHA's api.js, served by the vendor origin at
// /recaptcha/api.js and run in the portal's page. It defines the part of `window.grecaptcha` the
// portal uses, as https://developers.google.com/recaptcha/docs/v3 and /docs/display describe it:
//   ready(callback)                       calls back once the API can be used
//   execute(siteKey, { action })          v3: a promise of a response for that key and action
//   render(container, parameters)         v2: a checkbox in a frame from this origin; the frame
//                                         posts its response here and parameters.callback gets it
//                                         ('expired-callback' and 'error-callback' likewise)
//   getResponse(widgetId), reset(widgetId)
// Responses come from this origin (POST /recaptcha/api2/response), which asks the sandbox's
// bot-check desk; the back office verifies them at /oauth/gcaptcha/v3 and /oauth/gcaptcha/v2.
(function () {
  // Its own <script> names its origin (currentScript; the element by its address where a test runs the text).
  var script = document.currentScript || document.querySelector('script[src*="/recaptcha/api.js"]');
  var origin = new URL(script && script.src ? script.src : location.href).origin;
  var widgets = [];

  var ask = function (body) {
    return fetch(origin + '/recaptcha/api2/response', {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (answer) {
      return answer.json().then(function (data) {
        if (!answer.ok || typeof data.response !== 'string') throw new Error('reCAPTCHA: ' + ((data.errors && data.errors[0] && data.errors[0].message) || 'no response'));
        return data.response;
      });
    });
  };

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.protocol !== 'sandbox-recaptcha') return;
    var widget = widgets[data.widget];
    if (!widget || event.source !== widget.frame.contentWindow) return;
    var parameters = widget.parameters;
    if (data.event === 'response' && typeof data.response === 'string') {
      widget.response = data.response;
      if (typeof parameters.callback === 'function') parameters.callback(data.response);
    } else if (data.event === 'expired') {
      widget.response = '';
      if (typeof parameters['expired-callback'] === 'function') parameters['expired-callback']();
    } else if (data.event === 'error') {
      widget.response = '';
      if (typeof parameters['error-callback'] === 'function') parameters['error-callback']();
    }
  });

  var frameAddress = function (widgetId, siteKey) {
    var url = new URL(origin + '/recaptcha/api2/anchor');
    url.searchParams.set('k', siteKey || '');
    url.searchParams.set('co', location.origin);
    url.searchParams.set('id', String(widgetId));
    return url.href;
  };

  window.grecaptcha = {
    ready: function (callback) {
      setTimeout(callback, 0);
    },
    execute: function (siteKey, options) {
      return ask({ version: 'v3', sitekey: siteKey, action: (options && options.action) || '' });
    },
    render: function (container, parameters) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      if (!element) throw new Error('reCAPTCHA: no container to render in');
      var id = widgets.length;
      var frame = document.createElement('iframe');
      frame.title = 'reCAPTCHA';
      frame.className = 'sandbox-recaptcha-frame';
      frame.src = frameAddress(id, parameters && parameters.sitekey);
      element.appendChild(frame);
      widgets.push({ frame: frame, parameters: parameters || {}, response: '' });
      return id;
    },
    getResponse: function (widgetId) {
      var widget = widgets[widgetId || 0];
      return widget ? widget.response : '';
    },
    reset: function (widgetId) {
      var widget = widgets[widgetId || 0];
      if (!widget) return;
      widget.response = '';
      widget.frame.src = frameAddress(widgetId || 0, widget.parameters.sitekey);
    },
  };
})();
