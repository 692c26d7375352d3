import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliateQuery,
  affiliateValue,
  countryListValue,
  errorEnvelope,
  forgotPasswordEmailRequest,
  loginValue,
  registerRequest,
  registerValue,
  setPasswordByPhoneRequest,
  smsSendRequest,
  smsSendValue,
  smsWaitValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import type { Registration } from './registration.ts';
import { CAPTCHA_COOKIE } from './routes.ts';

export const registrationRoutes: FastifyPluginAsyncZod<{ registration: Registration }> = async (
  app,
  { registration },
) => {
  const tags = ['accounts'];
  for (const mobile of [false, true]) {
    app.put(
      mobile ? '/wps/member/register/mobile' : '/wps/member/register',
      {
        schema: {
          tags,
          description:
            (mobile
              ? 'Register by mobile number: the user name is the number (`mobileNum` is required); `account` is the generated account name. '
              : 'Register by user name. ') +
            '`agreeTerms` and `confirmAge` are required and must be true. Beyond the fields marked required here, ' +
            "the merchant's field rules (`/wps/system/status` → info.register, those enabled and required) say " +
            'which fields this merchant requires. Field errors come as request_param_err with value {field: message key}. ' +
            'With registration or this way switched off: registration.closed.',
          body: registerRequest,
          response: { 200: successEnvelope(registerValue) },
        },
      },
      async (request) =>
        ok(
          await registration.register(request.tenant, request.body, {
            ip: request.ip,
            captchaId: request.cookies[CAPTCHA_COOKIE],
            mobile,
          }),
        ),
    );
  }

  app.get(
    '/wps/system/country',
    {
      schema: {
        tags,
        description: 'Countries and their dialling codes (ISO 3166-1), the usual ones first.',
        response: { 200: successEnvelope(countryListValue) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(await registration.countries());
    },
  );

  app.get(
    '/wps/agent/affiliate',
    { schema: { tags, querystring: affiliateQuery, response: { 200: successEnvelope(affiliateValue) } } },
    async (request) => ok(await registration.checkAffiliate(request.tenant, request.query.code)),
  );

  for (const kind of ['register', 'noLogin'] as const) {
    app.post(
      `/wps/verification/sms/${kind}`,
      {
        schema: {
          tags,
          description:
            'Sends a 6-digit code; at most one a minute per number and purpose, five an hour per number, ten an hour per IP. `expirationTime` is epoch milliseconds; `retryAfter` the seconds until the next send is allowed. A send before then answers 429 `sms.send.wait` with value {retryAfter} and the same seconds in the Retry-After header.',
          body: smsSendRequest,
          response: {
            200: successEnvelope(smsSendValue),
            429: errorEnvelope.extend({ value: smsWaitValue.optional() }),
          },
        },
      },
      async (request) =>
        ok(await registration.sendSms(request.tenant, kind, request.body, request.ip, request.lang)),
    );
  }

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        description:
          'Forgot password by email (form-encoded). The same answer whether or not the account and email match.',
        consumes: ['application/x-www-form-urlencoded'],
        body: forgotPasswordEmailRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await registration.forgotByEmail(request.tenant, request.body, {
        lang: request.lang,
        origin: `${request.protocol}://${request.host}`,
      });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      schema: {
        tags,
        description: 'Sets a new password with the token of an emailed reset link, and logs in.',
        body: z.object({ token: z.string().min(1).max(128), newPassword: z.string().max(256) }),
        response: { 200: successEnvelope(loginValue) },
      },
    },
    async (request) => ok(await registration.resetByLink(request.tenant, request.body, request.ip)),
  );

  app.post(
    '/wps/member/password/verification',
    {
      schema: {
        tags,
        description: 'Set password by phone with an SMS reset code; logs in.',
        body: setPasswordByPhoneRequest,
        response: { 200: successEnvelope(loginValue) },
      },
    },
    async (request) => ok(await registration.setPasswordByPhone(request.tenant, request.body, request.ip)),
  );
};
