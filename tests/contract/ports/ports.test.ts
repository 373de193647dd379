import { describePortSuite } from './port-suite';
import { portSuites } from './suites';

// Every <port>.suite.ts of this folder, run against the HTTP and the in-memory adapter.
for (const suite of portSuites) describePortSuite(suite);
