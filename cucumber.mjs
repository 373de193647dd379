// Run with `NODE_OPTIONS="--import tsx" cucumber-js` (npm run test:features): tsx must be
// loaded with --import, `loader: ['tsx']` fails (ENVIRONMENT.md).
export default {
  paths: ['features/**/*.feature'],
  // Support first: its CSS hook (css-modules.ts) must be registered before a step imports a page.
  import: ['features/support/**/*.ts', 'features/step_definitions/**/*.ts'],
  format: ['progress'],
  strict: true,
};
