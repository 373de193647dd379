/**
 * What the manual upload wizard's file check loads on first use (src/kyc/ui/manual/manual-upload-service.ts):
 * imported only dynamically, through this file, so the bundler needs no namespace object for
 * modules that are also imported statically (its helper would join the runtime every page loads).
 */
export { readFileSample } from './read-file-sample';
export { FILE_LIMITS, judgeFile } from '../domain/file-rules';
