/** The session context's HTTP adapters, loaded on their first call (see sessionHttpModule; the service locator's is loaded apart). */
export { HttpAuthGateway } from './http-auth-gateway';
export { HttpCountryDetector } from './http-country-detector';
