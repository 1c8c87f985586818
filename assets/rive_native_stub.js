// listig ships no Rive animation: Flet's client asks for the Rive runtime at start-up and
// gets none (instead of fetching it from a CDN, which a club without internet cannot).
window.RiveNative = function () {
  return Promise.resolve(null);
};
