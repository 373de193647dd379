import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxWorld } from '../world/world';
import type { SandboxCustomer } from '../world/customers';
import { US_STATES } from '../world/us-states.ts';
import { CAPTCHA_V3_ACTION, verifyCaptchaResponseAtDesk } from '../world/captcha-desk.ts';
import {
  MAX_SENDS,
  MAX_WRONG_CODES,
  OAUTH_FLOWS,
  RESEND_WINDOW_MS,
  SANDBOX_BANKID_NEW_PIN,
  SANDBOX_CODE,
  oauthStateOf,
  registerCustomer,
  type CodeChannel,
  type OauthFlow,
  type OauthSession,
} from '../world/oauth-state.ts';
import { failure, str, type EnvelopeError } from './envelope.ts';
import { accessDenied, blank, originOf, readJsonObject } from './oauth-http.ts';

type Env = { Variables: { session: OauthSession } };
type Links = Record<string, { href: string }>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[0-9]{7,15}$/;
const PIN = /^[0-9]{10,12}$/;

const CA_PROVINCES = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '' }));

const bearer = (c: Context): string | undefined => {
  const header = c.req.header('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

const mask = (phone: string) => `${phone.slice(0, -4)}****`;
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');
const err = (type: string, message: string, property_path?: string): EnvelopeError => ({ type, message, property_path });

/** Statuses the OAuth API answers with, and the envelope message for each. */
const fail = (c: Context, code: ContentfulStatusCode, e: EnvelopeError) => {
  const message = code === 403 ? 'Forbidden' : code === 404 ? 'Not Found' : code === 409 ? 'Conflict' : code === 429 ? 'Too Many Requests' : 'Validation Exception';
  return failure(c, code, [e], message);
};

const needsEmailCode = (flow: OauthFlow) => flow === 'SignInEmail' || flow === 'RegistrationEmail';
const needsOtp = (flow: OauthFlow) => flow === 'SignInPhone' || flow === 'RegistrationEmail';
const isBankId = (flow: OauthFlow) => flow === 'SignInBankId' || flow === 'RegistrationBankId';
const isRegistration = (flow: OauthFlow) => flow.startsWith('Registration');

/** OAuth API (openapi/oauth.yaml), mounted at /sandbox/oauth. */
export function createOauthApi(world: SandboxWorld, vendorOrigin: string): Hono<Env> {
  const app = new Hono<Env>();
  const state = oauthStateOf(world);

  const base = (c: Context) => `${originOf(c)}/sandbox/oauth`;
  const customerOf = (s: OauthSession) => (s.customerId === undefined ? undefined : world.customerById(s.customerId));
  const bankIdCustomer = (s: OauthSession) =>
    s.bankId ? world.customers.find((cu) => cu.personalIdentityNumber === s.bankId?.personalIdentityNumber) : undefined;

  /** The steps still open for the session, as links (spec: paths come from links returned by the server). */
  function links(c: Context, s: OauthSession): Links {
    const b = base(c);
    const out: Links = {};
    const add = (...names: [string, string][]) => {
      for (const [name, path] of names) out[name] = { href: `${b}${path}` };
    };
    if (!s.committed) {
      add(['commit', '/oauth/commit']);
      return out;
    }
    if (needsEmailCode(s.flow) && !s.emailCode.verified) add(['email_send', '/oauth/email/send'], ['email_check', '/oauth/email/check'], ['email_reset', '/oauth/email/reset']);
    if (needsOtp(s.flow) && !s.otp.verified) add(['otp_send', '/oauth/otp/send'], ['otp_check', '/oauth/otp/check'], ['otp_reset', '/oauth/otp/reset'], ['otp_email', '/oauth/otp/email']);
    if (isBankId(s.flow)) {
      if (s.bankId?.status !== 'complete') add(['bankid_init', '/oauth/bankid/init'], ['bankid_check', '/oauth/bankid/check'], ['bankid_reset', '/oauth/bankid/reset']);
      else if (s.flow === 'SignInBankId' && !bankIdCustomer(s)) add(['guest', '/oauth/guest']);
      else if (s.flow === 'RegistrationBankId' && !s.ekyc) add(['bankid_ekyc', '/oauth/bankid/ekyc']);
    }
    if (isRegistration(s.flow)) add(['address_find', '/oauth/address/find'], ['province_list', '/oauth/province/list']);
    if (complete(s)) add(['flush', '/oauth/flush']);
    return out;
  }

  function complete(s: OauthSession): boolean {
    if (!s.committed) return false;
    if (needsEmailCode(s.flow) && !s.emailCode.verified) return false;
    if (needsOtp(s.flow) && !s.otp.verified) return false;
    if (s.flow === 'SignInBankId') return s.bankId?.status === 'complete' && bankIdCustomer(s) !== undefined;
    if (s.flow === 'RegistrationBankId') return s.bankId?.status === 'complete' && s.ekyc !== undefined;
    return true;
  }

  const ok = (c: Context, s: OauthSession | undefined, data: unknown, extra: Record<string, unknown> = {}) =>
    c.json({ status: 'Success', code: 200, data, ...(s ? { _links: links(c, s) } : {}), ...extra }, 200);

  const notYet = (c: Context, message: string) => fail(c, 403, err('AccessDenied', message));

  // Test controls: a refusal injected for the next call of a path (scenarios and browser tests).
  app.use('*', async (c, next) => {
    const injected = state.takeFailure(c.req.path);
    if (injected) return fail(c, injected.status, err(injected.type, injected.message, injected.property_path));
    await next();
  });

  // ---- Public: captcha, token, jwt2auth ----------------------------------------------------------

  // The widget's response is verified with the bot-check vendor (src/sandbox/world/captcha-desk.ts):
  // once, for its site key and action, within two minutes. A v3 response the sandbox is told not to
  // trust (control: POST /sandbox/control/captcha {"v3": "fail"}) is refused as the contract says:
  // 400 AppCheckExpiredToken, and the portal shows the v2 challenge.
  const captcha = (version: 'v2' | 'v3') => async (c: Context) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const response = str(read.body.response).trim();
    if (!response) return fail(c, 400, blank('response'));
    if (version === 'v3' && read.body.action !== undefined && read.body.action !== CAPTCHA_V3_ACTION) {
      return fail(c, 400, err('InvalidValue', 'The action must be gcaptcha_v3.', 'action'));
    }
    const verdict = verifyCaptchaResponseAtDesk(world, version, response, version === 'v3' ? CAPTCHA_V3_ACTION : undefined);
    if (verdict === 'wrong-action') return fail(c, 400, err('InvalidValue', 'The action must be gcaptcha_v3.', 'action'));
    if (verdict !== 'ok' || state.captcha[version] === 'fail') {
      return fail(c, 400, err('AppCheckExpiredToken', 'The security check expired. Please try again.', 'response'));
    }
    const data = { captcha_token: state.issueCaptchaToken(version), ...(version === 'v3' ? { score: 0.9 } : {}) };
    return c.json({ status: 'Success', code: 200, data, _links: { token: { href: `${base(c)}/oauth` } } }, 200);
  };
  app.post('/oauth/gcaptcha/v2', captcha('v2'));
  app.post('/oauth/gcaptcha/v3', captcha('v3'));

  app.post('/oauth', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const flow = str(read.body.flow);
    const country = str(read.body.country).toUpperCase();
    const captchaToken = str(read.body.captcha_token);
    if (!flow) return fail(c, 400, blank('flow'));
    if (!(OAUTH_FLOWS as readonly string[]).includes(flow)) return fail(c, 400, err('InvalidValue', `Unknown flow ${flow}.`, 'flow'));
    if (!country) return fail(c, 400, blank('country'));
    if (!world.country(country)) return fail(c, 400, err('InvalidCountry', `The service is not offered in ${country}.`, 'country'));
    if (!captchaToken) return fail(c, 400, blank('captcha_token'));
    if (!state.redeemCaptchaToken(captchaToken)) {
      return fail(c, 400, err('AppCheckExpiredToken', 'The security check expired. Please try again.', 'captcha_token'));
    }
    const session = state.openSession(flow as OauthFlow, country);
    return ok(c, session, { access_token: session.token, token_type: 'Bearer', expires_in: 3600, flow: session.flow, country });
  });

  const authenticated = async (c: Context, customer: SandboxCustomer, s: OauthSession | undefined) => {
    if (customer.disabled) return fail(c, 403, err('DisabledCustomer', 'Your account is blocked. Please contact Customer Support.'));
    const project = world.projectOf(customer);
    const data = {
      authenticated: true,
      jwt: state.issueJwt(customer.id),
      customer: { id: customer.id, guid: customer.guid, country: customer.country, project, middleware: `${originOf(c)}/sandbox/api/${project}` },
    };
    return ok(c, s, data, { meta: { 'x-auth-token': world.startSession(customer) } });
  };

  app.post('/oauth/jwt2auth', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const id = state.customerIdOfJwt(bearer(c));
    const customer = id === undefined ? undefined : world.customerById(id);
    if (!customer) return accessDenied(c, 'The sign-in link is no longer valid. Please sign in again.');
    return authenticated(c, customer, undefined);
  });

  // ---- Everything below needs the bearer token from POST /oauth -------------------------------------

  app.use('*', async (c, next) => {
    const session = state.session(bearer(c));
    if (!session) return accessDenied(c);
    if (session.forbidden) return notYet(c, 'This sign-in has ended. Please start again.');
    c.set('session', session);
    await next();
  });

  app.post('/oauth/commit', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const s = c.get('session');
    const email = str(read.body.email).trim().toLowerCase();
    const phone = str(read.body.phone).replace(/\s/g, '');
    const pin = str(read.body.personal_identity_number).trim();
    if (email && !EMAIL.test(email)) return fail(c, 400, err('InvalidEmail', 'Please enter a valid e-mail address.', 'email'));
    if (phone && !PHONE.test(phone)) return fail(c, 400, err('InvalidPhone', 'Please enter a valid phone number.', 'phone'));
    if (pin && !PIN.test(pin)) return fail(c, 400, err('InvalidValue', 'The personal identity number must have 10 to 12 digits.', 'personal_identity_number'));
    const inCountry = (list: SandboxCustomer[]) => list.filter((cu) => cu.country === s.country);

    let customer: SandboxCustomer | undefined;
    switch (s.flow) {
      case 'SignInEmail': {
        if (!email) return fail(c, 400, blank('email'));
        customer = inCountry(world.customersByEmail(email))[0];
        if (!customer) return fail(c, 404, err('CustomerNotFound', 'We can’t find your account. Please, check provided details and try again.', 'email'));
        break;
      }
      case 'SignInPhone': {
        if (!phone) return fail(c, 400, err('MobileNotDefined', 'Please enter your phone number.', 'phone'));
        customer = inCountry(world.customers.filter((cu) => cu.phone === phone))[0];
        if (!customer) return fail(c, 404, err('CustomerNotFound', 'We can’t find your account. Please, check provided details and try again.', 'phone'));
        break;
      }
      case 'RegistrationEmail': {
        if (!email) return fail(c, 400, blank('email'));
        if (!phone) return fail(c, 400, err('MobileNotDefined', 'Please enter your phone number.', 'phone'));
        if (inCountry(world.customersByEmail(email)).length > 0) {
          return fail(c, 409, err('CustomerAlreadyExists', 'An account with this e-mail already exists. Please sign in.', 'email'));
        }
        break;
      }
      case 'SignInBankId':
      case 'RegistrationBankId':
        break;
    }
    if (customer?.disabled) return fail(c, 403, err('DisabledCustomer', 'Your account is blocked. Please contact Customer Support.'));
    if (customer && !customer.active) return fail(c, 404, err('CustomerNotFoundNonActive', 'Your account is not active. Please contact Customer Support.'));
    s.committed = true;
    s.customerId = customer?.id;
    s.email = email || customer?.email;
    s.phone = phone || customer?.phone;
    if (pin) s.personalIdentityNumber = pin;
    return ok(c, s, {
      flow: s.flow,
      ...(s.email ? { email: maskEmail(s.email) } : {}),
      ...(s.phone ? { phone: mask(s.phone) } : {}),
    });
  });

  // ---- One-time codes by SMS (otp) and by e-mail ------------------------------------------------

  type Kinds = { alreadySent: string; limit: string; resetDdos: string; notSentReset: string; notSentCheck: string; checkLimit: string };
  const SMS: Kinds = { alreadySent: 'OTPAlreadySent', limit: 'SendLimit', resetDdos: 'SMSDDOS', notSentReset: 'SMSNotSentReset', notSentCheck: 'SMSNotSentCheck', checkLimit: 'AttemptLimit' };
  const MAIL: Kinds = { alreadySent: 'EmailSendDDOS', limit: 'EmailSendLimit', resetDdos: 'EmailResetDDOS', notSentReset: 'CodeNotDefined', notSentCheck: 'CodeNotDefined', checkLimit: 'EmailCheckLimit' };

  function send(c: Context, s: OauthSession, ch: CodeChannel, k: Kinds, channel: 'sms' | 'email', destination: string) {
    const now = state.now();
    if (ch.verified) return notYet(c, 'This code was already confirmed.');
    if (ch.sentAt !== undefined && now - ch.sentAt < RESEND_WINDOW_MS) {
      return fail(c, 429, err(k.alreadySent, 'A code was sent less than a minute ago. Please wait before asking for a new one.'));
    }
    if (ch.sends >= MAX_SENDS) return fail(c, 429, err(k.limit, 'Too many codes were sent. Please try again later.'));
    ch.sends += 1;
    ch.sentAt = now;
    ch.pending = true;
    ch.wrongTries = 0;
    return ok(c, s, { sent: true, channel, destination, code_length: SANDBOX_CODE.length, resend_after_seconds: RESEND_WINDOW_MS / 1000 });
  }

  async function check(c: Context, s: OauthSession, ch: CodeChannel, k: Kinds) {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const code = str(read.body.code).trim();
    if (!code) return fail(c, 400, blank('code'));
    if (!ch.pending) return fail(c, 400, err(k.notSentCheck, 'No code was sent. Please ask for a new code.', 'code'));
    if (ch.wrongTries >= MAX_WRONG_CODES) return fail(c, 429, err(k.checkLimit, 'Too many wrong codes. Please ask for a new code.', 'code'));
    if (code !== SANDBOX_CODE) {
      ch.wrongTries += 1;
      return fail(c, 400, err('CodeMismatch', `The code is not correct. ${MAX_WRONG_CODES - ch.wrongTries} tries left.`, 'code'));
    }
    ch.pending = false;
    ch.verified = true;
    return ok(c, s, { verified: true });
  }

  function reset(c: Context, s: OauthSession, ch: CodeChannel, k: Kinds) {
    const now = state.now();
    if (ch.sentAt === undefined) return fail(c, 400, err(k.notSentReset, 'No code was sent yet.'));
    if (ch.lastResetAt !== undefined && now - ch.lastResetAt < RESEND_WINDOW_MS) {
      return fail(c, 429, err(k.resetDdos, 'The code was reset less than a minute ago. Please wait.'));
    }
    ch.lastResetAt = now;
    ch.sentAt = undefined;
    ch.pending = false;
    ch.wrongTries = 0;
    return ok(c, s, { reset: true });
  }

  const notCommitted = (c: Context) => notYet(c, 'Please start again: the sign-in was not committed.');

  app.post('/oauth/otp/send', (c) => {
    const s = c.get('session');
    if (!s.committed) return notCommitted(c);
    if (!s.phone) return fail(c, 400, err('MobileNotDefined', 'No phone number is known for this sign-in.', 'phone'));
    return send(c, s, s.otp, SMS, 'sms', mask(s.phone));
  });
  app.post('/oauth/otp/email', (c) => {
    const s = c.get('session');
    if (!s.committed) return notCommitted(c);
    if (!s.email) return fail(c, 400, err('EmailNotDefined', 'No e-mail address is known for this sign-in.', 'email'));
    return send(c, s, s.otp, SMS, 'email', maskEmail(s.email));
  });
  app.post('/oauth/otp/check', (c) => (c.get('session').committed ? check(c, c.get('session'), c.get('session').otp, SMS) : notCommitted(c)));
  app.post('/oauth/otp/reset', (c) => (c.get('session').committed ? reset(c, c.get('session'), c.get('session').otp, SMS) : notCommitted(c)));

  app.post('/oauth/email/send', (c) => {
    const s = c.get('session');
    if (!s.committed) return notCommitted(c);
    if (!s.email) return fail(c, 400, err('EmailNotDefined', 'No e-mail address is known for this sign-in.', 'email'));
    return send(c, s, s.emailCode, MAIL, 'email', maskEmail(s.email));
  });
  app.post('/oauth/email/check', (c) => (c.get('session').committed ? check(c, c.get('session'), c.get('session').emailCode, MAIL) : notCommitted(c)));
  app.post('/oauth/email/reset', (c) => (c.get('session').committed ? reset(c, c.get('session'), c.get('session').emailCode, MAIL) : notCommitted(c)));

  // ---- BankID -----------------------------------------------------------------------------------

  app.post('/oauth/bankid/init', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const s = c.get('session');
    if (!isBankId(s.flow)) return notYet(c, 'BankID is not part of this flow.');
    const pin = str(read.body.personal_identity_number).trim() || s.personalIdentityNumber || (s.flow === 'SignInBankId' ? state.takeSignInPin(s.country) : SANDBOX_BANKID_NEW_PIN);
    if (!PIN.test(pin)) return fail(c, 400, err('SSNNotDefined', 'Please enter a valid personal identity number.', 'personal_identity_number'));
    s.committed = true;
    s.bankId = state.startBankId(pin);
    s.ekyc = undefined;
    // A registration leaves the portal on a phone: the BankID page sends the customer back to
    // /registration with the nets-callback query (the back office knows the portal's address).
    const back = isRegistration(s.flow) ? `&return=${encodeURIComponent(`${originOf(c)}/registration?nets-callback=${encodeURIComponent(s.bankId.id)}`)}` : '';
    const url = `${vendorOrigin}/bankid?session=${encodeURIComponent(s.bankId.id)}${back}`;
    return ok(c, s, { url, session_id: s.bankId.id, status: s.bankId.status });
  });

  app.post('/oauth/bankid/check', (c) => {
    const s = c.get('session');
    const bankId = s.bankId;
    if (!bankId) return fail(c, 400, err('CodeNotDefined', 'Please start BankID first.'));
    // The sandbox BankID app signs on the second poll, so clients exercise their polling.
    bankId.checks += 1;
    if (bankId.checks >= 2) bankId.status = 'complete';
    const customer = bankId.status === 'complete' ? bankIdCustomer(s) : undefined;
    if (customer?.disabled) return fail(c, 403, err('DisabledCustomer', 'Your account is blocked. Please contact Customer Support.'));
    if (customer && s.flow === 'SignInBankId') s.customerId = customer.id;
    if (customer && s.flow === 'RegistrationBankId') {
      return fail(c, 409, err('AccountAlreadyExists', 'An account with this personal identity number already exists. Please sign in.'));
    }
    return ok(c, s, { session_id: bankId.id, status: bankId.status, ...(bankId.status === 'complete' ? { customer_exists: customer !== undefined } : {}) });
  });

  app.post('/oauth/bankid/reset', (c) => {
    const s = c.get('session');
    const now = state.now();
    if (!s.bankId) return fail(c, 400, err('CodeNotDefined', 'No BankID sign-in is running.'));
    if (s.bankIdLastResetAt !== undefined && now - s.bankIdLastResetAt < RESEND_WINDOW_MS) {
      return fail(c, 429, err('BankIdResetDDOS', 'BankID was reset less than a minute ago. Please wait.'));
    }
    s.bankIdLastResetAt = now;
    s.bankId = undefined;
    return ok(c, s, { reset: true });
  });

  app.post('/oauth/bankid/ekyc', (c) => {
    const s = c.get('session');
    if (s.bankId?.status !== 'complete') return notYet(c, 'Please finish BankID first.');
    const pin = s.bankId.personalIdentityNumber;
    const known = bankIdCustomer(s);
    s.ekyc = {
      personal_identity_number: pin,
      first_name: known?.firstName ?? 'Sagal',
      last_name: known?.lastName ?? 'Abdullahi',
      date_of_birth: `${pin.slice(0, 4)}-${pin.slice(4, 6)}-${pin.slice(6, 8)}`,
      country: s.country,
    };
    return ok(c, s, s.ekyc);
  });

  app.post('/oauth/guest', (c) => {
    const s = c.get('session');
    if (s.flow !== 'SignInBankId' || s.bankId?.status !== 'complete' || bankIdCustomer(s)) {
      return notYet(c, 'Continuing as a guest is only possible after BankID found no account.');
    }
    s.flow = 'RegistrationBankId';
    s.guest = true;
    return ok(c, s, { guest: true, flow: s.flow });
  });

  // ---- Finish -----------------------------------------------------------------------------------

  app.post('/oauth/flush', async (c) => {
    const s = c.get('session');
    if (!complete(s)) return notYet(c, 'The sign-in steps are not complete.');
    // A BankID registration has its account from register-with-personal-identity-number by now.
    let customer = customerOf(s) ?? (isBankId(s.flow) ? bankIdCustomer(s) : undefined);
    if (!customer && isRegistration(s.flow)) {
      const pin = s.ekyc?.personal_identity_number;
      customer = registerCustomer(world, {
        email: s.email ?? `bankid.${pin ?? s.token}@sandbox.test`,
        phone: s.phone ?? '',
        country: s.country,
        firstName: s.ekyc?.first_name ?? '',
        lastName: s.ekyc?.last_name ?? '',
        personalIdentityNumber: pin,
      });
      s.customerId = customer.id;
    }
    if (!customer) return fail(c, 404, err('CustomerNotFound', 'We can’t find your account. Please, check provided details and try again.'));
    s.flushed = true;
    return authenticated(c, customer, s);
  });

  // ---- Registration helpers ---------------------------------------------------------------------

  app.get('/oauth/address/find', (c) => {
    const s = c.get('session');
    const query = (c.req.query('query') ?? '').trim().toLowerCase();
    const country = (c.req.query('country') ?? s.country).toUpperCase();
    if (!query) return fail(c, 400, blank('query'));
    if (!world.country(country)) return fail(c, 400, err('InvalidCountry', `Addresses in ${country} cannot be searched.`, 'country'));
    const seen = new Set<string>();
    const found = world.customers
      .filter((cu) => cu.country === country && cu.address.street !== '')
      .filter((cu) => `${cu.address.street} ${cu.address.city} ${cu.address.postcode}`.toLowerCase().includes(query))
      .filter((cu) => (seen.has(cu.address.street) ? false : (seen.add(cu.address.street), true)))
      .map((cu, index) => ({
        id: `${country}-${index + 1}`,
        label: `${cu.address.street}, ${cu.address.postcode} ${cu.address.city}`,
        street: cu.address.street,
        city: cu.address.city,
        postcode: cu.address.postcode,
        province: cu.address.province,
        country,
      }));
    return ok(c, s, found);
  });

  app.get('/oauth/province/list', (c) => {
    const s = c.get('session');
    const country = (c.req.query('country') ?? s.country).toUpperCase();
    if (!world.country(country)) return fail(c, 400, err('InvalidCountry', `Unknown country ${country}.`, 'country'));
    const list = country === 'US' ? US_STATES.map(({ code, name }) => ({ code, name })) : country === 'CA' ? CA_PROVINCES : [];
    return ok(c, s, list, { meta: { _data_source: 'province' } });
  });

  return app;
}
