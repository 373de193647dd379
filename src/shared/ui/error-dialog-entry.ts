/**
 * The error dialog as a chunk of its own entry (ErrorDialogOnDemand imports this, never
 * ./error-dialog directly): the bundler then names its exports instead of building a module
 * namespace object at run time, whose helper would join the first screen's runtime.
 */
export { ErrorDialog } from './error-dialog';
