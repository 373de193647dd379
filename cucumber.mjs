// Run with `NODE_OPTIONS="--import tsx" cucumber-js` (npm run test:features): tsx must be
// loaded with --import, `loader: ['tsx']` fails (ENVIRONMENT.md).
export default {
  paths: ['features/**/*.feature'],
  import: ['features/step_definitions/**/*.ts', 'features/support/**/*.ts'],
  format: ['progress'],
  strict: true,
};
