import type { SandboxWorld } from '../world/world';
import {
  changePasswordAtDesk, changePasswordWithTokenAtDesk, registerWithPersonalIdentityNumberAtDesk, registerWithPhoneAtDesk, resendVerificationEmailAtDesk, resetPasswordAtDesk, sendPhoneCodeAtDesk,
  updatePhoneAtDesk,
  verifyPhoneAtDesk,
} from '../world/registration-desk.ts';
import type { SandboxCustomer } from '../world/customers';
import {
  deskFile, documentsInfoAtDesk, manualUploadAtDesk, runProcessAtDesk, startEkycAtDesk, uploadCapturedAtDesk, uploadDocumentAtDesk,
  verificationCustomerAtDesk, verifyEkycAtDesk, type DeskPart,
} from '../world/verification-desk.ts';
import type { DeskAnswer } from '../world/auth-desk';
import { detectCountryAtDesk, logoutAtDesk } from '../world/session-desk.ts';
import { messagesAtDesk } from '../world/message-desk.ts';
import { success } from './envelope.ts';
import { addressDetailAtDesk, createRemitterAtDesk, findAddressesAtDesk, updateRemitterAtDesk, type RemitterBody } from '../world/remitter-desk.ts';
import { userPayload } from './user-payload.ts';
import { trustlyLookupAtDesk } from '../world/bank-link-desk.ts';
import {
  AUTH_HEADER, check, fail, invalid,
  projectOf, readForm, readJson, requireFields, text, type MainApp, type MainContext,
} from './main-api-http.ts';

const loginData = (token: string, c: SandboxCustomer) => ({ token, user: { id: c.id, guid: c.guid, email: c.email, country: c.country } });

function remitterResult(world: SandboxWorld, c: MainContext, customer: SandboxCustomer, token?: string) {
  const payload = userPayload(world, customer, token ?? c.req.header(AUTH_HEADER) ?? '');
  return {
    user: payload.user, remitter: payload.remitter, token: payload.token, document_request: payload.document_request,
    next_document_request: payload.next_document_request, user_limit: payload.user_limit,
  };
}

/** A form part for the verification desk: a file's bytes (judged by content there), a text, or nothing. */
async function part(value: unknown): Promise<DeskPart> {
  if (value instanceof Blob) return deskFile(value);
  return typeof value === 'string' ? value : undefined;
}

/** Sign-in, registration, detect-country and the verification calls: no token header needed. */
export function registerPublicAccessRoutes(app: MainApp, world: SandboxWorld): void {

  app.post('/user/register-with-personal-identity-number', async (c) => {
    const { token, customer } = fromAnswer(registerWithPersonalIdentityNumberAtDesk(world, projectOf(c), await readJson(c)));
    return success(c, loginData(token, customer));
  });

  app.post('/user/register-with-phone', async (c) => {
    const { token, customer } = fromAnswer(registerWithPhoneAtDesk(world, projectOf(c), await readJson(c)));
    return success(c, loginData(token, customer));
  });

  app.post('/user/reset-password', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(resetPasswordAtDesk(world, projectOf(c), typeof body.email === 'string' ? body.email : '')));
  });

  app.post('/user/change-password-token', async (c) => success(c, fromAnswer(changePasswordWithTokenAtDesk(world, await readJson(c)))));

  app.get('/user/detect-country', (c) => {
    const ip = c.req.query('ip');
    if (ip !== undefined && !/^[0-9a-fA-F:.]{2,45}$/.test(ip)) fail([invalid('ip', 'Not an IP address.')]);
    return success(c, detectCountryAtDesk(projectOf(c)));
  });

  // Verification calls: no token header; the ones that act on a customer carry the token in the body.
  app.post('/verification/verify-email-resend', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(resendVerificationEmailAtDesk(world, projectOf(c), typeof body.email === 'string' ? body.email : '')));
  });

  app.post('/verification/send-phone-code', async (c) => success(c, fromAnswer(sendPhoneCodeAtDesk(world, (await readJson(c)).mobile_phone))));

  app.post('/verification/verify-phone', async (c) => success(c, fromAnswer(verifyPhoneAtDesk(world, await readJson(c)))));

  app.post('/verification/upload-document', async (c) => {
    const form = await readForm(c);
    const customer = fromAnswer(verificationCustomerAtDesk(world, projectOf(c), text(form.token) || c.req.header(AUTH_HEADER)));
    const uploaded = fromAnswer(uploadDocumentAtDesk(customer, {
      command: form.command, front_image: await part(form.front_image), back_image: await part(form.back_image), selfie: await part(form.selfie),
    }));
    return success(c, remitterResult(world, c, uploaded, text(form.token)));
  });

  // The address search: the remitter desk answers (the in-memory gateway asks it too).
  const deskAnswer = <T>(result: DeskAnswer<T>) => {
    if (!result.ok) fail(result.errors.map(({ status: _status, ...error }) => error), result.errors[0]?.status ?? 400);
    return result.value;
  };

  app.post('/verification/address-plain-lookup', async (c) => {
    const body = await readJson(c);
    check(requireFields(body, ['query', 'country']));
    return success(c, { addresses: deskAnswer(findAddressesAtDesk(world, text(body.query), text(body.country))) });
  });

  app.post('/verification/address-detail-lookup', async (c) => {
    const body = await readJson(c);
    check(requireFields(body, ['id']));
    return success(c, { address: deskAnswer(addressDetailAtDesk(world, text(body.id))) });
  });

  app.post('/api/v2/docs-info', async (c) => success(c, fromAnswer(documentsInfoAtDesk((await readJson(c)).iso_code))));

  app.post('/verification/process', async (c) => {
    const body = await readJson(c);
    const customer = fromAnswer(verificationCustomerAtDesk(world, projectOf(c), text(body.token) || c.req.header(AUTH_HEADER)));
    return success(c, fromAnswer(runProcessAtDesk(world, customer, body.commands)));
  });

  // The two uploads a phone hand-off's capture token may make (main-api-handoff.ts checked it first).
  const uploader = (c: MainContext, token: unknown) =>
    c.get('captureCustomer') ?? fromAnswer(verificationCustomerAtDesk(world, projectOf(c), text(token) || c.req.header(AUTH_HEADER)));

  app.post('/verification/upload-verification-documents', async (c) => {
    const form = await readForm(c);
    const customer = uploader(c, form.token);
    const parts: Record<string, DeskPart> = {};
    for (const [name, value] of Object.entries(form)) {
      if (/^[^[\]]+\[(front_image|back_image|selfie_image)\]$/.test(name)) parts[name] = await part(Array.isArray(value) ? value[0] : value);
    }
    return success(c, fromAnswer(uploadCapturedAtDesk(world, customer, form.data, parts)));
  });

  app.post('/verification/manual-upload', async (c) => {
    const form = await readForm(c);
    const customer = uploader(c, form.token);
    const scans = form['scans[]'] === undefined ? undefined : await Promise.all(([] as unknown[]).concat(form['scans[]']).map(part));
    const uploaded = fromAnswer(manualUploadAtDesk(customer, {
      type: form.type, scan1: await part(form.scan1), scan2: form.scan2 === undefined ? undefined : await part(form.scan2),
      selfie: form.selfie === undefined ? undefined : await part(form.selfie), scans,
    }));
    return success(c, remitterResult(world, c, uploaded, text(form.token)));
  });
}

/** A desk's answer for a route: its value, or the desk's refusal as the error envelope. */
function fromAnswer<T>(answer: DeskAnswer<T>): T {
  if (answer.ok) return answer.value;
  fail(answer.errors.map(({ type, message, property_path }) => ({ type, message, property_path })), answer.errors[0]?.status ?? 400);
}

function fromSessionDesk<T>(answer: DeskAnswer<T>): T {
  if (answer.ok) return answer.value;
  fail(answer.errors.map(({ type, message }) => ({ type, message })), answer.errors[0]?.status);
}

/** Calls of a signed-in customer: user, remitter, ekyc, bank-ID migration, change password. */
export function registerSignedInAccessRoutes(app: MainApp, world: SandboxWorld): void {
  app.post('/user/get', async (c) => {
    await readJson(c);
    return success(c, userPayload(world, c.get('customer'), c.req.header(AUTH_HEADER) ?? ''));
  });

  app.post('/user/logout', async (c) => {
    await readJson(c);
    return success(c, fromSessionDesk(logoutAtDesk(world, projectOf(c), c.req.header(AUTH_HEADER))));
  });

  app.get('/user/messages', (c) => success(c, fromAnswer(messagesAtDesk(world, c.get('customer')))));

  // The password desk decides (the in-memory password gateway asks it too).
  app.post('/user/change-password', async (c) => success(c, fromAnswer(changePasswordAtDesk(c.get('customer'), await readJson(c)))));

  // Remitter create and update: the remitter desk decides (the in-memory registration gateway asks it too).
  const answer = (c: MainContext, result: DeskAnswer<SandboxCustomer>) => {
    if (!result.ok) fail(result.errors.map(({ status: _status, ...error }) => error), result.errors[0]?.status ?? 400);
    return success(c, remitterResult(world, c, result.value));
  };

  app.post('/remit/remitter/update', async (c) => {
    const body = await readJson(c);
    return answer(c, updateRemitterAtDesk(world, c.get('customer'), body as RemitterBody));
  });

  app.post('/remit/remitter/create', async (c) => {
    const body = await readJson(c);
    return answer(c, createRemitterAtDesk(world, c.get('customer'), body as RemitterBody));
  });

  // The phone change: the registration desk checks the code it sent (the in-memory profile gateway asks it too).
  app.post('/remit/remitter/update-phone', async (c) => success(c, fromAnswer(updatePhoneAtDesk(world, c.get('customer'), await readJson(c)))));

  app.get('/remit/remitter/temporary-details', (c) => {
    const customer = c.get('customer');
    const details = customer.isFullyRegistered
      ? null
      : { first_name: customer.firstName, last_name: customer.lastName, street: customer.address.street, city: customer.address.city, postcode: customer.address.postcode };
    return success(c, { details });
  });

  app.post('/remit/remitter/trustly-lookup', async (c) => success(c, fromAnswer(trustlyLookupAtDesk(world, c.get('customer'), await readJson(c)))));

  app.post('/user/ekyc', async (c) => {
    await readJson(c);
    return success(c, fromAnswer(startEkycAtDesk(world, c.get('customer'), c.req.query('customer_id'))));
  });

  app.post('/user/ekyc/verify', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(verifyEkycAtDesk(world, c.get('customer'), body.workflowExecutionId, c.req.query('customer_id'))));
  });
}
