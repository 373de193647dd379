/**
 * The dialog as the entry of its own chunk, for the signed-in layout's lazy import (the profile
 * page imports ./remittance-not-enabled-dialog directly): the bundler names the exports instead
 * of building a module namespace object at run time, whose helper would join the first screen.
 */
export { RemittanceNotEnabledDialog } from './remittance-not-enabled-dialog';
