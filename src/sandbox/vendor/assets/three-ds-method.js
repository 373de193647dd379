/* global document, fetch */
// The simulated 3-D Secure method page (the card issuer's, on the vendor origin, no inline code):
// the portal posts the method form into a hidden frame; this script gathers the device data, as an
// issuer's method page does, and reports the method complete with the threeDSMethodData it was
// given (POST /3ds/method/complete). A frame that runs no scripts never completes it.
(function () {
  var data = document.documentElement.getAttribute('data-method') || '';
  if (!data) return;
  fetch('/3ds/method/complete', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ threeDSMethodData: data }),
  }).catch(function () {
    // The challenge goes on without it: the issuer only knows less about the device.
  });
})();
