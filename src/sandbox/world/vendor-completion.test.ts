import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../serve';

/**
 * The identity vendor's completed workflow reaching the back office over HTTP: the KYC service
 * starts a session, the vendor page reports its reference as the workflowExecutionId, and the
 * verification process accepts a `document` command with that guid once, for that customer only.
 */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const customer = (email: string) => {
  const found = sandbox.world.customersByEmail(email)[0];
  if (!found) throw new Error(`no demo customer ${email}`);
  return found;
};

async function startSession(token: string, workflow: 'id' | 'POA' | 'SOF'): Promise<string> {
  const response =
    workflow === 'id'
      ? await fetch(`${sandbox.origin}/sandbox/kyc/verification/id-device`, { headers: { 'X-Auth-Token': token } })
      : await fetch(`${sandbox.origin}/sandbox/kyc/verification/document`, {
          method: 'POST',
          headers: { 'X-Auth-Token': token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ userCountry: 'SE', documentType: workflow, companyName: 'Sahan Money' }),
        });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

async function process(token: string, guid: string) {
  const response = await fetch(`${sandbox.origin}/sandbox/api/remit-eu/verification/process`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, commands: [{ cmd: 'document', vendor: 'idv', guid }] }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { verification: { status: string } }; errors?: { property_path?: string; message: string }[] } };
}

describe("the identity vendor's completed workflow", () => {
  it.each([
    ['status.requestid@sandbox.test', 'id', 'VerifyingId'],
    ['status.requestaddress@sandbox.test', 'POA', 'VerifyingAddress'],
    ['status.requestproofofsourceoffunds@sandbox.test', 'SOF', 'VerifyingProofOfSourceOfFunds'],
  ] as const)('puts %s under review after the %s workflow, once', async (email, workflow, after) => {
    const token = sandbox.world.startSession(customer(email));
    const execution = await startSession(token, workflow);
    const first = await process(token, execution);
    expect(first.status).toBe(200);
    expect(first.body.data?.verification.status).toBe(after);
    expect(customer(email).status).toBe(after);

    const again = await process(token, execution);
    expect(again.status).toBe(400);
    expect(again.body.errors?.[0]).toMatchObject({ property_path: 'commands[0][guid]', message: 'This workflow execution was already processed.' });
  });

  it("refuses another customer's execution and one the KYC service never started", async () => {
    const owner = sandbox.world.startSession(customer('status.failedid@sandbox.test'));
    const execution = await startSession(owner, 'id');
    const stranger = sandbox.world.startSession(customer('status.requestidaddress@sandbox.test'));

    expect((await process(stranger, execution)).status).toBe(400);
    expect((await process(stranger, 'sbx-kyc-wf-999999')).body.errors?.[0]?.message).toBe('Unknown workflow execution.');
    expect(customer('status.requestidaddress@sandbox.test').status).toBe('RequestIdAddress');
    // The owner's execution is still good.
    expect((await process(owner, execution)).body.data?.verification.status).toBe('VerifyingId');
  });

  it('leaves document guids that are not vendor executions (the SDK) as they were', async () => {
    const token = sandbox.world.startSession(customer('status.verifyingid@sandbox.test'));
    const result = await process(token, '7d2c1f0e-0000-4000-8000-000000000001');
    expect(result.status).toBe(200);
    expect(result.body.data?.verification.status).toBe('VerifyingId');
  });
});
