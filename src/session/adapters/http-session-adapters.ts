/** The session context's HTTP adapters, loaded on their first call (see sessionHttpModule). */
export { HttpAuthGateway } from './http-auth-gateway';
export { HttpServiceLocator } from './http-service-locator';
export { HttpCountryDetector } from './http-country-detector';
